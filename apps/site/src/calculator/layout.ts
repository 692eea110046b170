/** From this width the summary sits beside the inputs; below it, tabs show one view at a time. */
export const SIDE_BY_SIDE = '(min-width: 1100px)';
