/** Where the fixture appends every URL the browser requested during the run. */
export const REQUEST_LOG = '.tmp/results/request-urls.txt';

/** Where the fixture appends what each page it loaded held in the browser's storage (ADR 0060: no personal data). */
export const STORAGE_LOG = '.tmp/results/browser-storage.txt';
