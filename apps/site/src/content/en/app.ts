/** What the app says while another document opens (the client portal, the other language). */
export const APP = {
  opening: 'Opening the',
  clientPortal: 'client portal',
};
