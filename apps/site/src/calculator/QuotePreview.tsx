import type { Quote } from '@acme/pricing-engine';
import { Alert, Button, ActionRow } from '@acme/ui';
import { QUOTE_DOCUMENT } from '@content/quote';
import { memo, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { SITE } from '../config';
import { loadOnce, preloadWhenIdle } from '../lazy/load-once';
import { retryableImport } from '../lazy/retryable-import';
import { useModuleOnDemand } from '../lazy/use-module-on-demand';

/**
 * The printable quote is code that only "Show Quote Preview" needs: it loads when the browser
 * idles after the calculator, or at the latest on the click, not with the calculator. (Not on
 * hover: on a phone the pointer arrives with the tap, and starting the import there delayed it.)
 */
const loadQuoteDocument = loadOnce(retryableImport(() => import('./QuoteDocument')));
/** The PDF export and, inside it, its libraries: on the first Download PDF click only. */
const importPdfExport = retryableImport(() => import('./pdf/export-pdf'));

/** The name of the saved PDF: the company's name and "Custom Quote". */
const QUOTE_PDF_NAME = QUOTE_DOCUMENT.fileName(SITE.companyName);

/**
 * "Show Quote Preview" / "Hide Quote Preview" and, with the preview open, the printable quote
 * and its Download PDF button (busy while the PDF is made). It depends on the quote alone, so the
 * calculator's typing does not render it again.
 */
export const QuotePreview = memo(function QuotePreview({ quote }: { quote: Quote }) {
  const [shown, setShown] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState(() => new Date());
  const documentRef = useRef<HTMLElement>(null);
  const previewId = useId();
  // The button answers at once; the quote document, the costly part, renders just after.
  const documentShown = useDeferredValue(shown);
  // Held in state, not thrown to a boundary: its file not arriving must not take the calculator with it.
  const [documentModule, loadDocument] = useModuleOnDemand(loadQuoteDocument);
  const Document = documentModule?.QuoteDocument;
  useEffect(() => preloadWhenIdle(loadDocument), [loadDocument]);

  const download = async () => {
    if (!documentRef.current) return;
    setExporting(true);
    setFailure(null);
    try {
      const { exportPdf } = await importPdfExport();
      await exportPdf(documentRef.current, {
        fileName: QUOTE_PDF_NAME,
        watermark: SITE.companyName,
      });
    } catch {
      setFailure(QUOTE_DOCUMENT.pdfFailed(SITE.email));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <ActionRow>
        <Button
          variant="outline"
          aria-expanded={shown}
          aria-controls={previewId}
          onClick={() => {
            if (!shown) {
              setIssued(new Date());
              setFailure(null);
              loadDocument().catch(() => {
                setShown(false);
                setFailure(QUOTE_DOCUMENT.networkError);
              });
            }
            setShown(!shown);
          }}
        >
          {shown ? QUOTE_DOCUMENT.hide : QUOTE_DOCUMENT.show}
        </Button>
        {shown && documentShown && Document && (
          <Button onClick={download} busy={exporting} busyLabel={QUOTE_DOCUMENT.preparing}>
            {QUOTE_DOCUMENT.download}
          </Button>
        )}
      </ActionRow>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div id={previewId} hidden={!shown}>
        {/* Download PDF appears with the document, never before it. */}
        {shown && documentShown && Document && (
          <Document ref={documentRef} quote={quote} issued={issued} />
        )}
      </div>
    </div>
  );
});
