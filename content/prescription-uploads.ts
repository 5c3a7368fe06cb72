/**
 * What a shopper reads when a prescription photo or PDF is refused or cannot be stored, and
 * what the upload is called when its own name is not fit to show back. The route answers with
 * these; the product page's pre-check shows the same words before anything is sent.
 */
export const PRESCRIPTION_UPLOAD_COPY = {
  wrongType: "Choose a JPEG, PNG, HEIC or PDF file: this file is none of those.",
  tooLarge: "This file is larger than 10 MB. Take a smaller photo or save the PDF smaller.",
  empty: "This file is empty. Choose the photo or PDF of your prescription again.",
  noFile: "Choose a photo or PDF of your prescription to upload.",
  rateLimited: "Too many uploads from this connection. Please wait a few minutes and try again, or choose another way to send your prescription.",
  failed: "We could not upload your prescription. Please try again, or choose another way to send it.",
  crossSite: "This upload did not come from our site, so it was refused.",
  /** The display name used when the uploaded file's name cannot be shown back safely. */
  defaultFileName: "prescription",
} as const;
