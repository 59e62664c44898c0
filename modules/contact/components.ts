/**
 * The contact feature's UI other features and routes use. See ./index.ts for its pure code and ./server.ts for its
 * server code.
 */
export { ContactDialog, type ContactDialogTexts } from "./components/contact-dialog";
export { ContactForm } from "./components/contact-form";
export { contactFormLabels } from "./components/contact-form-labels";
