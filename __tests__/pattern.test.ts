/** Copy with placeholders, filled in where the site shows it (the schema checks the placeholders: content-validation.test.ts). */
import { fillPattern } from "../src/lib/pattern";

it("fills every placeholder it has a value for, and leaves any other as written", () => {
  expect(fillPattern("Go to slide {n} of {total}", { n: 3, total: 7 })).toBe("Go to slide 3 of 7");
  expect(fillPattern("{n}/{total}, {n}", { n: 1, total: 2 })).toBe("1/2, 1");
  expect(fillPattern("{n} of {all}", { n: 1 })).toBe("1 of {all}");
});
