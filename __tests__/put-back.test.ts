/**
 * "Put back" field by field (editor/admin/changes/fields.ts), on files of its own: which fields a change
 * touched, in the form's names; the earlier values back in the file as it is now, every other line kept;
 * and a field a later change touched again, refused with its earlier value to copy.
 */
import { changedFields, readable, restoreFields } from "../editor/admin/changes/fields";
import { aboutFile, siteFile } from "../src/schema/schema";

const labels = siteFile.fields;
const SITE = `name: The Cafe
# The phone as callers dial it.
phone: 916-555-0100
banner:
  headline: Fresh beans
  offer: Ten percent off
specialDates:
  - from: 2026-12-24
    closed: true
    note: Christmas Eve
`;

describe("changedFields", () => {
  it("names the fields a change touched, with their labels, in the form's order", () => {
    const after = SITE.replace("916-555-0100", "916-555-0199").replace("Ten percent off", "Free cookie");
    expect(changedFields(siteFile, SITE, after)).toEqual([
      { field: "phone", label: labels.phone.label },
      { field: "banner", label: labels.banner.label },
    ]);
  });

  it("counts a date as written, and a list item added as the list changed", () => {
    const after = `${SITE}  - from: 2026-12-31\n    closed: true\n`;
    expect(changedFields(siteFile, SITE, after).map((change) => change.field)).toEqual(["specialDates"]);
    expect(changedFields(siteFile, SITE, SITE)).toEqual([]);
  });

  it("counts a Markdown file's text below its fields as one field", () => {
    const page = (text: string) => `---\nheading: About us\n---\n${text}\n`;
    const changes = changedFields(aboutFile, page("We roast."), page("We roast coffee."));
    expect(changes).toEqual([{ field: "body", label: aboutFile.body.label }]);
  });
});

describe("restoreFields", () => {
  const after = SITE.replace("916-555-0100", "916-555-0199");

  it("puts the touched field back and keeps every other line, comments included", () => {
    const now = after.replace("Ten percent off", "Free cookie");
    const restored = restoreFields(siteFile, SITE, after, now);
    expect(restored.conflicts).toEqual([]);
    expect(restored.text).toBe(now.replace("916-555-0199", "916-555-0100"));
    expect(restored.text).toContain("# The phone as callers dial it.");
  });

  it("refuses when a later change touched the same field, and offers its earlier value", () => {
    const now = after.replace("916-555-0199", "916-555-0123");
    const restored = restoreFields(siteFile, SITE, after, now);
    expect(restored.text).toBeUndefined();
    expect(restored.conflicts.map(({ field, earlier }) => [field.label, readable(earlier)])).toEqual([
      [labels.phone.label, "916-555-0100"],
    ]);
  });

  it("removes a field the change added, and gives a list back whole", () => {
    const added = `${SITE}shortName: Cafe\n`;
    expect(restoreFields(siteFile, SITE, added, added).text).toBe(SITE);
    const longer = `${SITE}  - from: 2026-12-31\n    closed: true\n`;
    expect(restoreFields(siteFile, SITE, longer, longer).text).toBe(SITE);
  });

  it("shows a group or list as lines a person can read", () => {
    expect(readable([{ from: "2026-12-24", closed: true }])).toBe("- from: 2026-12-24\n  closed: true");
    expect(readable(undefined)).toBe("(empty)");
  });
});
