/**
 * Where the checklist PDF is served: the spec keeps it at this path, unhashed. The PDF is English in
 * both languages' builds (pdf-lib's standard fonts have no Arabic).
 */
export const CHECKLIST_PDF_PATH = '/assets/it-amc-checklist.pdf';
