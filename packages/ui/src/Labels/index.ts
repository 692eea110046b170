export { DEFAULT_UI_LABELS, LabelsProvider, useUiLabels } from './Labels';
export type { UiLabels } from './Labels';
