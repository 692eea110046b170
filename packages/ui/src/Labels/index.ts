export { LabelsProvider, useUiLabels } from './Labels';
export type { UiLabels } from './Labels';
