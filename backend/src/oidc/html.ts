const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

// Inline style only: the provider's pages set no CSP, and the page must work without JavaScript.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
  main{max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
  h1{font-size:1.4rem;margin:0 0 1.5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;padding:.6rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
  input:focus-visible,button:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
  button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#0b5394;border:0;border-radius:4px;cursor:pointer}
  [role=alert]{padding:.75rem;color:#8a0014;background:#fdecee;border-left:4px solid #b00020}`;

/** A complete page around `body`; `lang` is the page's language. */
export function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
