/**
 * Blog taxonomy: the categories (a fixed list, each with its own page and introduction) and the
 * tags (free labels in each post's frontmatter). Pure, shared by the server and the components.
 */

/** A label as a URL slug: "Food & wine" → "food-wine", "Wānaka" → "wanaka". */
export function slugify(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type BlogCategory = { slug: string; label: string; description: string };

/** The blog's categories, in the order the blog shows them. A post names one by its label. */
export const BLOG_CATEGORIES: readonly BlogCategory[] = [
  {
    slug: "road-trips",
    label: "Road trips",
    description: "Routes we love, with drive times, places to stop and where to pick up and drop off your car.",
  },
  {
    slug: "travel-tips",
    label: "Travel tips",
    description: "Practical advice for renting and driving in New Zealand: road rules, ferries, families and saving money.",
  },
  {
    slug: "electric-vehicles",
    label: "Electric vehicles",
    description: "Road-tripping New Zealand in an EV: charging networks, range planning and what to expect.",
  },
  {
    slug: "winter-and-ski",
    label: "Winter and ski",
    description: "Alpine roads, snow chains and getting to the ski fields of Queenstown, Wānaka and Canterbury.",
  },
  {
    slug: "food-and-wine",
    label: "Food and wine",
    description: "Vineyards, markets and places to eat on the way, from Waiheke Island to Central Otago.",
  },
];

export function findCategory(labelOrSlug: string): BlogCategory | undefined {
  const slug = slugify(labelOrSlug);
  return BLOG_CATEGORIES.find((category) => category.slug === slug);
}

export type BlogTag = { slug: string; label: string };

/** "South Island, Scenic drives" → two tags; blanks and repeats dropped. */
export function parseTags(raw: string | undefined): BlogTag[] {
  const tags = new Map<string, BlogTag>();
  for (const label of (raw ?? "").split(",")) {
    const clean = label.trim();
    const slug = slugify(clean);
    if (slug && !tags.has(slug)) tags.set(slug, { slug, label: clean });
  }
  return [...tags.values()];
}

/** Minutes to read a text at 200 words a minute, at least 1. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
