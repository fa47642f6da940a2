/**
 * The customer pages' document titles follow their headings, so every page (and every language)
 * has its own title without each page naming itself twice: "Review and pay · Tress". The back
 * office names its pages itself (useDocTitle).
 */
export function titleFromHeading(brand: string): () => void {
  const apply = () => {
    const heading = document.querySelector('main h1');
    const text = heading?.textContent?.trim();
    const title = text ? `${text} · ${brand}` : null;
    if (title && document.title !== title) document.title = title;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}
