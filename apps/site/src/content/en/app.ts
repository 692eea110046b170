import type { AppCopy } from '../shapes/app';

export const APP: AppCopy = {
  opening: 'Opening the',
  loading: 'Loading…',
  clientPortal: 'client portal',
};
