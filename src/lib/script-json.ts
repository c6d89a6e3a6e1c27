/** JSON that is safe inside <script>: no "</script>" or "<!--" can end or bend the block. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
