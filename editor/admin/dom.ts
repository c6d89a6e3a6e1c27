/** The elements the admin's scripts make: Recent changes, the sign-in notice and the setup page. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  content: string | (Node | string)[] = [],
  attributes: Record<string, string> = {},
) {
  const made = document.createElement(tag);
  made.append(...[content].flat());
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** A button that copies `text` to the clipboard, then says `copied`. */
export function copyButton(label: string, text: string, copied: string): HTMLButtonElement {
  const button = element("button", label, { type: "button" });
  button.addEventListener("click", () => void navigator.clipboard?.writeText(text).then(() => (button.textContent = copied)));
  return button;
}
