import { describe, expect, it } from "vitest";
import {
  cleanQuery,
  excerpt,
  fold,
  highlight,
  HELP_QUERY_MAX_LENGTH,
  queryTerms,
  scoreArticle,
  searchArticles,
  type Searchable,
} from "~/services/content/help/search";

const article = (title: string, rest: Partial<Searchable> = {}): Searchable => ({
  title,
  description: "",
  keywords: "",
  text: "",
  ...rest,
});

const ARTICLES = [
  article("The bond", { description: "How much bond we hold on your card", keywords: "deposit, hold" }),
  article("Insurance and the excess", {
    text: "Pay the excess after an accident. The bond is lower with Total Care.",
  }),
  article("Can I take the car on a ferry?", {
    keywords: "Interislander, Bluebridge, Cook Strait",
    text: "Waiheke car ferry is not allowed.",
  }),
  article("What do I need to rent a car?", {
    keywords: "licence, license, IDP",
    text: "A full driver licence held for one year.",
  }),
  article("Driving to Wānaka", { text: "The Crown Range road." }),
];

const marked = (segments: ReturnType<typeof highlight>) =>
  segments.filter((segment) => segment.match).map((segment) => segment.text);

describe("query terms", () => {
  it("folds case and accents, splits on anything but letters and digits, drops repeats", () => {
    expect(queryTerms("  Wānaka BOND bond ")).toEqual(["wanaka", "bond"]);
    expect(queryTerms("c++ (bond)?")).toEqual(["c", "bond"]);
    expect(fold("Ōrewa Ärger")).toBe("orewa arger");
  });

  it("drops common words unless nothing else is left", () => {
    expect(queryTerms("how do I extend my rental")).toEqual(["extend", "rental"]);
    expect(queryTerms("how do I")).toEqual(["how", "do", "i"]);
  });

  it("caps the query's length and the number of terms", () => {
    expect(cleanQuery("x".repeat(500))).toHaveLength(HELP_QUERY_MAX_LENGTH);
    expect(queryTerms("one two three four five six seven eight nine ten")).toHaveLength(8);
    expect(cleanQuery(null)).toBe("");
  });
});

describe("matching", () => {
  it("finds every article that has all the terms, best first (title beats body)", () => {
    expect(searchArticles(ARTICLES, "bond").map((found) => found.title)).toEqual([
      "The bond",
      "Insurance and the excess",
    ]);
    expect(searchArticles(ARTICLES, "bond accident").map((found) => found.title)).toEqual([
      "Insurance and the excess",
    ]);
  });

  it("matches the start of words only, so a term is not found inside another word", () => {
    expect(searchArticles(ARTICLES, "ond")).toEqual([]);
    expect(searchArticles(ARTICLES, "ferr").map((found) => found.title)).toEqual([
      "Can I take the car on a ferry?",
    ]);
  });

  it("finds articles by their keywords and without accents", () => {
    expect(searchArticles(ARTICLES, "license")[0].title).toBe("What do I need to rent a car?");
    expect(searchArticles(ARTICLES, "wanaka")[0].title).toBe("Driving to Wānaka");
    expect(searchArticles(ARTICLES, "WĀNAKA")[0].title).toBe("Driving to Wānaka");
  });

  it("ranks an article with the words as a phrase above one with them apart", () => {
    const together = article("After-hours pick-up");
    const apart = article("Hours of the branch", { text: "Call us after you land." });
    expect(scoreArticle(together, ["after", "hours"])).toBeGreaterThan(
      scoreArticle(apart, ["after", "hours"]),
    );
  });

  it("treats characters that mean something to regular expressions as plain text", () => {
    for (const query of ["(", "[bond", "*", "bond)", "\\", "a+b", "$^", ".*"]) {
      expect(() => searchArticles(ARTICLES, query), query).not.toThrow();
    }
    expect(searchArticles(ARTICLES, ".*")).toEqual([]);
    expect(searchArticles(ARTICLES, "")).toEqual([]);
  });
});

describe("highlight", () => {
  it("marks the parts of the text that start with a term, keeping the original case and accents", () => {
    const segments = highlight("The Bond, and bonds: Wānaka", ["bond", "wanaka"]);
    expect(segments.map((segment) => segment.text).join("")).toBe("The Bond, and bonds: Wānaka");
    expect(marked(segments)).toEqual(["Bond", "bond", "Wānaka"]);
  });

  it("returns text segments, so markup in the text or the query stays text", () => {
    const segments = highlight("Use <script>alert(1)</script> & <b>bold</b>", queryTerms("<script>"));
    expect(segments.map((segment) => segment.text).join("")).toBe(
      "Use <script>alert(1)</script> & <b>bold</b>",
    );
    expect(marked(segments)).toEqual(["script", "script"]);
    expect(highlight("", ["x"])).toEqual([]);
    expect(highlight("nothing here", [])).toEqual([{ text: "nothing here", match: false }]);
  });

  it("joins overlapping matches", () => {
    expect(marked(highlight("Ferry ferries", ["ferr", "ferry"]))).toEqual(["Ferry", "ferr"]);
  });
});

describe("excerpt", () => {
  const text = `${"Intro words here. ".repeat(20)}The bond is held on your card at pick-up. ${"More text follows. ".repeat(20)}`;

  it("centres on the first term found, cut at spaces, with ellipses", () => {
    const cut = excerpt(text, ["bond"], 120);
    expect(cut).toContain("The bond is held");
    expect(cut.startsWith("… ")).toBe(true);
    expect(cut.endsWith(" …")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(126);
  });

  it("starts at the beginning when no term is in the text, and keeps short text whole", () => {
    expect(excerpt(text, ["ferry"], 60).startsWith("Intro words here.")).toBe(true);
    expect(excerpt("Short text.", ["bond"])).toBe("Short text.");
  });
});
