// Text written into HTML the servers make (the gateway's login page, the api's mails and its
// payment simulator's pages): the five characters that could end an attribute or start markup.
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
