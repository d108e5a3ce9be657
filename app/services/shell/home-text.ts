/**
 * The home page's own texts (spec section 1), English as the spec has them; the page shows each
 * through `t` (ADR 0092). The search form's texts are the booking search's.
 */
export const HOME_TEXT = {
  metaTitle: "GO Rentals | Car Rental New Zealand",
  metaDescription:
    "Rent a car in New Zealand with GO Rentals: small cars, SUVs, people carriers, 4WDs, hybrids and EVs from nine branches at Auckland, Wellington, Nelson, Christchurch, Queenstown, Dunedin, Invercargill and Waiheke.",
  eyebrow: "New Zealand car rental",
  titleStart: "Car rental across New Zealand,",
  titleHighlight: "from the airport to the open road",
  intro:
    "Pick up your car at one of nine branches from Auckland to Invercargill and see the country your way, with friendly Kiwi service and no fuss.",
  findCar: "Find a car",
  seeDeals: "See our deals",
  searchTitle: "Ready to book?",
  vehiclesTitle: "Vehicles for every kind of trip",
  vehiclesIntro: "Weekend away or a month on the road: choose the car that fits.",
  allVehicles: "See all vehicles",
  branchesTitle: "Nine branches, north to south",
  branchesIntro: "Fly in, pick up and go. Our airport branches are minutes from the terminal.",
  allLocations: "All locations",
  whyTitle: "Why choose GO",
  whyIntro: "Travellers from all over the world start their New Zealand road trip with us.",
  moreReasons: "More reasons to choose GO",
  exploreTitle: "Plan your road trip",
  exploreIntro: "Ideas, routes and local knowledge for the journey ahead.",
  ctaTitle: "Ready to hit the road?",
  ctaText: "Compare cars and prices for your dates in a few taps.",
  islands: { "North Island": "North Island", "South Island": "South Island" },
} as const;

/** What each vehicle category is for, by its page. */
export const HOME_CATEGORY_TEXT: Record<string, string> = {
  "/vehicles/small-cars/": "Easy to park and light on fuel: made for city trips and couples.",
  "/vehicles/large-cars-suvs/": "Room for the family and the luggage on longer road trips.",
  "/vehicles/electric-vehicles/": "Zero tailpipe emissions, with fast chargers across both islands.",
  "/vehicles/4-wheel-drives/": "Sure-footed on gravel roads, ski fields and alpine passes.",
  "/vehicles/van-or-people-carriers/": "Seats for the whole group, with 8 and 10 seaters available.",
  "/vehicles/hybrid-cars/": "Go further on every tank with petrol-electric efficiency.",
};

export const HOME_REASONS: readonly { title: string; text: string }[] = [
  {
    title: "Kiwi owned and operated",
    text: "We are a New Zealand company, so we know these roads and what you need for them.",
  },
  {
    title: "Branches where you land",
    text: "Pick up at seven airports, in Auckland City or on Waiheke Island, and drop off at another branch.",
  },
  {
    title: "A car for every trip",
    text: "From small cars to 10 seaters, 4WDs, hybrids, electric vehicles and Teslas.",
  },
  {
    title: "Less time at the counter",
    text: "Check in online before you arrive and head straight for the open road.",
  },
  {
    title: "Help when you need it",
    text: "Call or email our team, or find answers any time in our help centre.",
  },
];

/** What each explore page offers, by its page. */
export const HOME_EXPLORE_TEXT: Record<string, string> = {
  "/explore/blog/": "Stories, tips and news from the road.",
  "/explore/travel-guides/": "Where to go, what to see and where to eat, town by town.",
  "/explore/trip-planner/": "Ready-made itineraries for both islands.",
};
