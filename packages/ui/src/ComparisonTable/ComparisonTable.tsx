import type { ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../icons/icons';
import { Table, type TableColumn } from '../Table/Table';
import { useUiLabels, type UiLabels } from '../Labels/Labels';
import { VisuallyHidden } from '../theme/VisuallyHidden';

/** One compared feature: its name and each plan's value (`true`/`false` for included or not). */
export interface ComparisonRow<Plan extends string> {
  feature: ReactNode;
  values: Readonly<Record<Plan, ReactNode | boolean>>;
}

function cell(value: ReactNode | boolean, labels: Partial<UiLabels>): ReactNode {
  if (value === true)
    return (
      <>
        <CheckIcon />
        <VisuallyHidden>{labels.included ?? 'Included'}</VisuallyHidden>
      </>
    );
  if (value === false)
    return (
      <>
        <MinusIcon />
        <VisuallyHidden>{labels.notIncluded ?? 'Not included'}</VisuallyHidden>
      </>
    );
  return value;
}

/** Plans side by side, feature by feature; ticks and dashes are read as "Included"/"Not included". */
export function ComparisonTable<Plan extends string>({
  caption,
  featureLabel,
  plans,
  rows,
}: {
  caption: string;
  featureLabel?: ReactNode;
  plans: readonly TableColumn<Plan>[];
  rows: readonly ComparisonRow<Plan>[];
}) {
  const labels = useUiLabels();
  const columns: TableColumn<Plan | 'feature'>[] = [
    { key: 'feature', label: featureLabel ?? labels.feature ?? 'Feature' },
    ...plans,
  ];
  const tableRows = rows.map((row) => {
    const record: Partial<Record<Plan | 'feature', ReactNode>> = {};
    record.feature = row.feature;
    for (const plan of plans) record[plan.key] = cell(row.values[plan.key], labels);
    return record;
  });
  return <Table caption={caption} columns={columns} rows={tableRows} rowHeader="feature" />;
}
