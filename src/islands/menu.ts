/** The menu at phone width: without this script a link that CSS opens with `:target`, with it a disclosure button. */
export function enhance(header: HTMLElement): void {
  const link = header.querySelector<HTMLAnchorElement>("a[data-menu]");
  const button = header.querySelector<HTMLButtonElement>("button[data-menu]");
  const nav = button && document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!link || !button || !nav) return;

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    nav.dataset.open = String(open);
    // Opened by the link before this script ran, the list stays open while the address names it.
    if (!open && location.hash === `#${nav.id}`) history.replaceState(history.state, "", location.pathname + location.search);
  };

  setOpen(nav.matches(":target"));
  link.hidden = true;
  button.hidden = false;
  button.addEventListener("click", () => setOpen(!isOpen()));
  header.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
}
