import type { AppCopy } from '../shapes/app';

export const APP: AppCopy = {
  opening: 'Opening the',
  clientPortal: 'client portal',
};
