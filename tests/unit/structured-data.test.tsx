import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "~/components/JsonLd";
import { getContentPage } from "~/services/content/pages/store.server";
import { loadBranchPage } from "~/services/content/places/pages.server";
import { SITE_NAME } from "~/services/content/seo/seo";
import {
  aggregateRating,
  autoRentalLd,
  blogPostingLd,
  faqFromHtml,
  faqPageLd,
  serializeJsonLd,
} from "~/services/content/seo/structured-data";

const HOSTILE = "</script><script>alert(1)</script><!--";

describe("JSON-LD escaping", () => {
  it("writes no '<' or '>', and parses back to the same value", () => {
    const data = { name: HOSTILE, note: "a & b" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>]/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it("<JsonLd> renders one script block that a value cannot close", () => {
    const html = renderToStaticMarkup(<JsonLd data={{ "@type": "Thing", name: HOSTILE }} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    const body = html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
    expect(JSON.parse(body).name).toBe(HOSTILE);
  });
});

describe("schema.org builders", () => {
  it("a branch page is an AutoRental with address, phone, hours and map point", async () => {
    const page = await loadBranchPage("auckland-airport");
    expect(page).not.toBeNull();
    const branch = page!.branch;
    const data = autoRentalLd(branch, "https://x.nz/rental-car-locations/auckland-airport/");
    expect(data).toMatchObject({
      "@type": "AutoRental",
      name: `${SITE_NAME} ${branch.name}`,
      telephone: branch.phone,
      url: "https://x.nz/rental-car-locations/auckland-airport/",
      address: {
        "@type": "PostalAddress",
        streetAddress: branch.address,
        addressLocality: branch.city,
        addressCountry: "NZ",
      },
      geo: { "@type": "GeoCoordinates", latitude: branch.lat, longitude: branch.lng },
    });
    const [hours] = data.openingHoursSpecification as {
      opens: string;
      closes: string;
      dayOfWeek: string[];
    }[];
    expect(hours.opens).toMatch(/^\d\d:\d\d$/);
    expect(hours.closes).toBe(branch.closingTime);
    expect(hours.dayOfWeek).toHaveLength(7);
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("adds an aggregateRating only from real reviews, weighted by their counts", () => {
    expect(aggregateRating([])).toBeNull();
    expect(aggregateRating([{ rating: 4.8, reviewCount: 0 }])).toBeNull();
    expect(
      aggregateRating([
        { rating: 5, reviewCount: 30 },
        { rating: 4, reviewCount: 10 },
      ]),
    ).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.8,
      bestRating: 5,
      reviewCount: 40,
    });
  });

  it("a blog post is a BlogPosting with an absolute image", () => {
    const data = blogPostingLd(
      {
        title: "Road trips",
        description: "D",
        published: "2026-10-28",
        updated: "2026-10-29",
        author: "Mere Tawhiri",
        image: "/cars/GROUP-1-0.jpg",
      },
      "https://x.nz/explore/blog/road-trips/",
      "https://x.nz",
    );
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Road trips",
      datePublished: "2026-10-28",
      author: { "@type": "Person", name: "Mere Tawhiri" },
      image: "https://x.nz/cars/GROUP-1-0.jpg",
      url: "https://x.nz/explore/blog/road-trips/",
    });
  });

  it("the Tesla FAQ's '## Question?' sections become an FAQPage; an ordinary page gives none", () => {
    const faq = getContentPage("pages", "tesla-rental-nz/faq");
    expect(faq).not.toBeNull();
    const entries = faqFromHtml(faq!.html);
    expect(entries.length).toBeGreaterThan(2);
    expect(entries[0].question).toBe("Do I need experience driving an electric car?");
    expect(entries[0].answer).toMatch(/^No\. The Tesla drives like any automatic car/);
    expect(entries[0].answer).not.toMatch(/[<>]/);
    const data = faqPageLd(entries, "https://x.nz/tesla-rental-nz/faq/");
    expect(data["@type"]).toBe("FAQPage");
    expect((data.mainEntity as unknown[])[0]).toMatchObject({
      "@type": "Question",
      acceptedAnswer: { "@type": "Answer" },
    });
    expect(faqFromHtml(getContentPage("pages", "terms")!.html)).toEqual([]);
    expect(faqFromHtml("<h2>Only one?</h2><p>Yes.</p>")).toEqual([]);
  });
});
