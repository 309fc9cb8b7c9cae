// The headers of every file the portal hands a dealer (a lead's documents, invoices, reports, the
// price tag), per RFC 6266: an ASCII name for old browsers and the real one UTF-8-encoded, saved
// as an attachment, never cached on the way.
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  const ascii = fileName.normalize('NFD').replace(/[^\w.-]/g, '_');
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'cache-control': 'private, no-store',
  };
}
