/** Where the fixture appends every URL the browser requested during the run. */
export const REQUEST_LOG = '.tmp/results/request-urls.txt';
