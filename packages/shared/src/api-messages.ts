/** The API's own answers: not found, bad request, limits (spec §8 and decisions.md). The spec's wording is kept to the letter. */

/** API error texts that are not shown by the spec but are sent by the server. */
export const apiMessages = {
  validationFailed: 'Some fields are missing or invalid.',
  malformedJson: 'The request body is not valid JSON.',
  badRequest: 'This request is not valid.',
  nulCharacter: 'Text cannot contain NUL characters.',
  notFound: (thing: string) => `${thing} not found.`,
  routeNotFound: 'There is nothing at this address.',
  slugTaken: 'A post with this slug already exists.',
  forbidden: 'You are not allowed to do this.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  uploadQuotaReached: 'You have uploaded as many files as an hour allows. Try again later.',
  internal: 'Something went wrong on our side. Please try again.',
  uploadMissing: 'Choose a file to upload.',
  uploadEmpty: 'The uploaded file is empty.',
  uploadTooLarge: (maxMb: number) => `The file is larger than ${maxMb} MB.`,
  uploadUnsupported: 'This file type is not supported. Upload a JPEG, PNG, GIF, WebP, PDF, DOC or DOCX file.',
  unavailable: 'The service is busy. Please try again in a moment.',
  imageTooLarge:
    'This image is too large: it may have at most 24 megapixels (an animation counts every frame).',
  documentTooLarge: 'This document expands to more than 50 MB once opened. Upload a smaller file.',
  documentDamaged:
    'This Word document is damaged and cannot be opened. Save it again and upload the new copy.',
  databaseNotAnswering: 'Not ready: the database is not answering.',
  storageNotAnswering: 'Not ready: the file storage is not answering.',
  storageUnavailable: 'The file storage is not answering. Please try again in a moment.',
} as const;
