/**
 * Prose of the pages built from live data (vehicle categories, branches, regions): keyed by
 * marketing category, seat count, branch slug and region slug. The live facts (addresses, hours,
 * prices, fleet) come from the database; this module only holds what a person wrote.
 */
import type { MarketingCategory } from "~/models/schema/catalog";
import { WAIHEKE_CAR_FERRY_RULE } from "../../booking/search/ferry-rules";

export type PageCopy = { title: string; description: string; intro: string };

export const CATEGORY_COPY: Record<MarketingCategory, PageCopy> = {
  "small-cars": {
    title: "Small car rental",
    description: "Rent a small car in New Zealand from GO Rentals: easy to park, light on fuel, at nine branches from Auckland to Invercargill.",
    intro:
      "Small cars are made for city streets, tight motel car parks and long days on the open road without a big fuel bill. Ideal for one or two travellers with a suitcase each, from Auckland's inner suburbs to the Southern Scenic Route.",
  },
  "large-cars-suvs": {
    title: "Large car and SUV rental",
    description: "Rent a large car or SUV in New Zealand from GO Rentals: room for the family, the luggage and the ski gear.",
    intro:
      "More room for people and bags, a higher seat for the views and the comfort to drive State Highway 1 end to end. Our sedans and SUVs suit families, golf trips and ski weekends at Coronet Peak or Mt Hutt.",
  },
  "electric-vehicles": {
    title: "Electric vehicle rental",
    description: "Rent an electric car in New Zealand from GO Rentals and drive on mostly renewable power, with fast chargers along the main highways.",
    intro:
      "Most of New Zealand's electricity comes from hydro, geothermal and wind, so an EV here is about as clean as driving gets. Fast chargers sit along the main highways and in most towns; we'll show you how charging works when you pick up.",
  },
  "4-wheel-drives": {
    title: "4WD rental",
    description: "Rent a 4WD in New Zealand from GO Rentals: extra grip for alpine roads, gravel back-country routes and winter driving.",
    intro:
      "Four-wheel drive gives you extra grip on the Crown Range, the road to the ski fields and the gravel roads to lakes and trailheads. A good pick for winter in the South Island, when snow and ice are part of the trip.",
  },
  "van-or-people-carriers": {
    title: "Van and people carrier rental",
    description: "Rent a people mover or van in New Zealand from GO Rentals: 7 to 12 seats for families, teams and groups.",
    intro:
      "Travel together: our people movers and vans take the whole family, the sports team or the wedding party, with room for luggage. One vehicle, one driver roster and one fuel bill for the group.",
  },
  "hybrid-cars": {
    title: "Hybrid car rental",
    description: "Rent a hybrid car in New Zealand from GO Rentals: low fuel use on long drives and no charging to plan.",
    intro:
      "A hybrid uses far less fuel than a petrol car of its size and never needs a plug, so you can head into the back country without planning around chargers. Perfect for a long road trip on a budget.",
  },
};

/** The seat-count pages: /vehicles/{N}-seater-car-rental/ lists classes with at least N seats. */
export const SEAT_COUNTS = [6, 7, 8, 10] as const;
export type SeatCount = (typeof SEAT_COUNTS)[number];

export const SEAT_COPY: Record<SeatCount, PageCopy> = {
  6: {
    title: "6 seater car rental",
    description: "Rent a 6 seater or larger vehicle in New Zealand from GO Rentals, at nine branches from Auckland to Invercargill.",
    intro: "Six seats or more for a family with grandparents along, or a group of friends sharing the drive. Every vehicle below seats at least six.",
  },
  7: {
    title: "7 seater car rental",
    description: "Rent a 7 seater in New Zealand from GO Rentals: SUVs and people movers for the whole family.",
    intro: "Seven seats suit a family of five with room for friends, or two families sharing a holiday. Every vehicle below seats at least seven.",
  },
  8: {
    title: "8 seater car rental",
    description: "Rent an 8 seater people mover in New Zealand from GO Rentals for groups, teams and big families.",
    intro: "Eight seats for groups on tour, teams heading to a tournament or a big family catching up over the holidays. Every vehicle below seats at least eight.",
  },
  10: {
    title: "10 seater car rental",
    description: "Rent a 10 seater or 12 seater van in New Zealand from GO Rentals, driven on a standard car licence.",
    intro: "Our largest vans carry ten people or more with luggage, ideal for tour groups, clubs and wedding parties. Every vehicle below seats at least ten.",
  },
};

export const ACCESSORIES_COPY: PageCopy = {
  title: "Car rental accessories",
  description: "Child seats, GPS, snow chains, ski racks and more: GO Rentals rental extras with daily prices and caps, and our insurance options.",
  intro:
    "Add what your trip needs when you book, in step 2. Per-day extras stop charging at their cap, so a long trip never costs more than the cap for each item.",
};

export type FaqEntry = { question: string; answer: string };
export type Destination = { name: string; driveTime: string; description: string };
export type BranchContent = { intro: string; faq: FaqEntry[]; destinations: Destination[] };

/** Per-branch prose, keyed by branch slug. Every seeded branch has an entry (tested). */
export const BRANCH_CONTENT: Record<string, BranchContent> = {
  "auckland-city-branch": {
    intro:
      "Our Auckland City branch sits on Beach Road at the eastern edge of the CBD, a short walk from Britomart and the downtown ferry terminal: handy when you're staying in town.",
    faq: [
      { question: "Where do I park when I come to the branch?", answer: "Pull into the branch bays on Beach Road; our team will meet you. Street parking in the CBD is metered, so use the bays rather than the street." },
      { question: "Are there toll roads near Auckland?", answer: "Yes: the Northern Gateway toll road north of Orewa on State Highway 1. There are no toll booths; pay online at the NZTA website within five days, or take the free coastal route through Orewa." },
      { question: "When is Auckland traffic worst?", answer: "Weekday mornings from about 7 to 9 and afternoons from 4 to 6:30 on the motorways. Plan a pick-up around mid-morning to leave town easily." },
      { question: "Can I drop off at Auckland Airport instead?", answer: "Yes. Auckland City to Auckland Airport counts as the same city, so there is no one-way fee. Choose Auckland Airport as your drop-off location when you search." },
    ],
    destinations: [
      { name: "Piha", driveTime: "45 minutes", description: "Black-sand surf beach on the wild west coast, with Lion Rock and bush walks in the Waitākere Ranges." },
      { name: "Matakana and Leigh", driveTime: "1 hour", description: "Saturday farmers' market, wineries and snorkelling at Goat Island marine reserve." },
      { name: "Hot Water Beach, Coromandel", driveTime: "2 hours 30 minutes", description: "Dig your own hot pool two hours either side of low tide, then walk to Cathedral Cove." },
      { name: "Bay of Islands", driveTime: "3 hours 15 minutes", description: "Paihia, Russell and the Waitangi Treaty Grounds, with dolphin cruises out to the Hole in the Rock." },
    ],
  },
  "auckland-airport": {
    intro:
      "Our Auckland Airport branch is a few minutes from the international and domestic terminals, with a free shuttle to bring you to your car after a long flight.",
    faq: [
      { question: "How do I get from the terminal to the branch?", answer: "Call us once you've collected your bags and meet the shuttle at the pick-up point outside the terminal. The ride to the branch takes a few minutes." },
      { question: "My flight is late. Will you still have my car?", answer: "Add your flight number when you book and we'll keep an eye on it. If you'll arrive outside opening hours, see the after-hours rules on this page or call the branch." },
      { question: "Which way into the city avoids traffic?", answer: "State Highway 20 through the Waterview Tunnel is usually the quickest route to the city and the North Shore. Allow extra time at weekday peak hours." },
      { question: "Is Auckland Airport a good start for a North Island loop?", answer: "Yes. Head south to Hobbiton, Waitomo and Rotorua, across to Taupō and on to Wellington, where you can drop off at our Wellington Airport branch." },
    ],
    destinations: [
      { name: "Hobbiton Movie Set, Matamata", driveTime: "2 hours", description: "The Shire from the films, set in rolling Waikato farmland; book your tour ahead." },
      { name: "Waitomo Caves", driveTime: "2 hours 15 minutes", description: "Glow-worm grottoes by boat, or black-water rafting for the adventurous." },
      { name: "Raglan", driveTime: "2 hours", description: "Relaxed surf town with one of the world's longest left-hand breaks and a great café scene." },
      { name: "Rotorua", driveTime: "3 hours", description: "Geysers, mud pools, Māori cultural evenings and mountain biking in the Whakarewarewa redwoods." },
    ],
  },
  waiheke: {
    intro:
      "Our Waiheke branch is at Matiatia Wharf, where the passenger ferry from downtown Auckland arrives. Step off the boat and into your car to explore the island's beaches and vineyards.",
    faq: [
      { question: "How do I get to the branch from Auckland?", answer: "Take the passenger ferry from the downtown ferry terminal to Matiatia; the crossing takes about 40 minutes. The branch is at the wharf." },
      { question: "Are the island roads easy to drive?", answer: "Roads are narrow and winding, with blind corners and cyclists. Keep left, take it slowly and watch for walkers near the beaches." },
      { question: "Can I visit the vineyards and drive?", answer: "Please don't drink and drive: New Zealand's limits are strict. Many vineyards are near each other, so choose a sober driver for the day." },
      { question: "Can I take the car to Auckland, or bring my rental car over?", answer: WAIHEKE_CAR_FERRY_RULE },
      { question: "Will I need to refuel on the island?", answer: "Probably not: the island is about 20 km end to end, so a day of exploring uses little fuel. If you do need some, ask us at the branch where the nearest station is." },
    ],
    destinations: [
      { name: "Oneroa", driveTime: "5 minutes", description: "The island's village: cafés, galleries and a sheltered swimming beach below the main street." },
      { name: "Onetangi Beach", driveTime: "20 minutes", description: "The longest beach on Waiheke, with vineyard restaurants on the hills behind." },
      { name: "Stony Batter Historic Reserve", driveTime: "35 minutes", description: "Second World War gun emplacements and tunnels at the island's wild eastern end." },
      { name: "Man O' War Bay", driveTime: "40 minutes", description: "A quiet bay and vineyard at the end of a partly gravel road, with views to the Coromandel." },
    ],
  },
  "wellington-airport": {
    intro:
      "Our Wellington Airport branch is in Rongotai, minutes from the terminal and 15 minutes from the capital's waterfront, with late opening for evening flights.",
    faq: [
      { question: "How do I reach the branch from the terminal?", answer: "Meet our shuttle outside the terminal after you collect your bags. The ride takes a few minutes." },
      { question: "Can I take the car on the Cook Strait ferry?", answer: "Call us before you book a ferry crossing with the car. Many travellers drop off in Wellington and pick up a new car in the South Island instead." },
      { question: "Is Wellington windy to drive in?", answer: "It can be. Strong gusts are common on exposed roads such as the Remutaka Hill road and the south coast, so keep both hands on the wheel and slow down in gusts." },
      { question: "Where do I park in the city?", answer: "The waterfront and Te Papa have paid car parks. Street parking in the CBD is paid and time-limited on weekdays." },
    ],
    destinations: [
      { name: "Te Papa and the waterfront", driveTime: "15 minutes", description: "New Zealand's national museum, free to enter, beside cafés and the harbour walk." },
      { name: "Zealandia Ecosanctuary", driveTime: "25 minutes", description: "A fenced valley of native forest where takahē, tuatara and kākā live wild in the city." },
      { name: "Martinborough", driveTime: "1 hour 30 minutes", description: "Pinot noir country in the Wairarapa: cycle between cellar doors from the village square." },
      { name: "Cape Palliser", driveTime: "2 hours 30 minutes", description: "The North Island's southernmost point: a fur seal colony and a lighthouse up 250 steps." },
    ],
  },
  "nelson-airport": {
    intro:
      "Our Nelson Airport branch is a short walk from the terminal, in one of the sunniest corners of New Zealand and the gateway to three national parks.",
    faq: [
      { question: "Where do I find the branch?", answer: "The branch is a short walk from the terminal on Trent Drive. Follow the signs to the rental car area." },
      { question: "How do I get to Abel Tasman National Park?", answer: "Drive through Richmond and Motueka to Kaiteriteri or Mārahau, about an hour away. Water taxis run from both to the bays of the coast track." },
      { question: "Is the road to Golden Bay difficult?", answer: "State Highway 60 over Tākaka Hill is sealed but winding, with many tight bends. Allow about two hours to Tākaka and take breaks at the lookouts." },
      { question: "Do I need a 4WD around Nelson?", answer: "Not for the main sights: the roads to Abel Tasman, Golden Bay and Nelson Lakes are sealed. A 4WD helps only on back-country gravel roads." },
    ],
    destinations: [
      { name: "Māpua Wharf", driveTime: "25 minutes", description: "Seafood, craft beer and galleries on the Waimea Inlet, on the Great Taste Trail cycleway." },
      { name: "Kaiteriteri and Abel Tasman", driveTime: "1 hour", description: "Golden sand, clear water and water taxis into Abel Tasman National Park." },
      { name: "Nelson Lakes, St Arnaud", driveTime: "1 hour 30 minutes", description: "Lake Rotoiti's jetty and alpine walks in Nelson Lakes National Park." },
      { name: "Golden Bay and Te Waikoropupū Springs", driveTime: "2 hours", description: "Some of the clearest spring water in the world, then Farewell Spit and Wharariki Beach." },
    ],
  },
  "christchurch-airport": {
    intro:
      "Our Christchurch Airport branch in Harewood is minutes from the terminal, with a free shuttle and long opening hours: the natural start for a South Island road trip.",
    faq: [
      { question: "How do I get from the terminal to the branch?", answer: "Meet our shuttle at the rental car pick-up point outside the terminal after you collect your bags." },
      { question: "Do I need snow chains in winter?", answer: "From June to September, carry chains if you're heading to Arthur's Pass, Lewis Pass or the ski fields. Add snow chains as an extra when you book, and we'll show you how to fit them." },
      { question: "Can I drop the car off in Queenstown?", answer: "Yes, choose Queenstown Airport as your drop-off location. It's on the same island, so a one-way fee of $55 applies." },
      { question: "How long is the drive to Queenstown?", answer: "About six hours via Lake Tekapo and Twizel. Most travellers stop a night at Tekapo or Aoraki/Mount Cook on the way." },
    ],
    destinations: [
      { name: "Akaroa", driveTime: "1 hour 30 minutes", description: "French-settled harbour town on Banks Peninsula; swim with Hector's dolphins, the world's smallest." },
      { name: "Hanmer Springs", driveTime: "1 hour 45 minutes", description: "Alpine village with thermal pools, forest walks and jet boating." },
      { name: "Arthur's Pass", driveTime: "2 hours", description: "A dramatic crossing of the Southern Alps with kea at the lookouts and day walks to waterfalls." },
      { name: "Lake Tekapo", driveTime: "3 hours", description: "Turquoise water, the Church of the Good Shepherd and some of the darkest skies on Earth for stargazing." },
      { name: "Kaikōura", driveTime: "2 hours 30 minutes", description: "Whale watching, seals on the rocks and crayfish from the roadside caravans." },
    ],
  },
  "queenstown-airport": {
    intro:
      "Our Queenstown Airport branch is in Frankton, minutes from the terminal and the town, surrounded by mountains, lakes and ski fields.",
    faq: [
      { question: "How do I get from the terminal to the branch?", answer: "Meet our shuttle outside the terminal; the branch is a few minutes away on Lucas Place in Frankton." },
      { question: "Is the Crown Range road to Wānaka safe in winter?", answer: "It is New Zealand's highest main road and can close for snow and ice. Check road conditions before you go, carry chains from June to September, or take the longer route through Cromwell." },
      { question: "Can I drive to Milford Sound in a day?", answer: "Yes, but it's about four hours each way via Te Anau. Leave early, fill up in Te Anau (there's no fuel further on) and check the Milford Road status before you go." },
      { question: "Do I need a 4WD for the ski fields?", answer: "Not always, but 4WD plus chains is the surest way up the Coronet Peak and Remarkables access roads in winter. Chains are compulsory on those roads when signs say so." },
    ],
    destinations: [
      { name: "Arrowtown", driveTime: "20 minutes", description: "A gold-rush town of stone cottages and autumn colour, with the Chinese settlement by the river." },
      { name: "Glenorchy", driveTime: "50 minutes", description: "One of New Zealand's most beautiful lakeside drives to the gateway of the Routeburn Track." },
      { name: "Wānaka", driveTime: "1 hour 10 minutes", description: "Via the Crown Range: that Wānaka tree, Roys Peak and a relaxed lakefront." },
      { name: "Milford Sound", driveTime: "4 hours", description: "Fiordland's famous fiord, through the Homer Tunnel, with cruises under Mitre Peak." },
    ],
  },
  "dunedin-airport": {
    intro:
      "Our Dunedin Airport branch is at Momona on the Taieri Plains, half an hour from the city's Scottish heritage, the Otago Peninsula and the wildlife of the south coast.",
    faq: [
      { question: "How do I get from the terminal to the branch?", answer: "The branch is on Miller Road beside the airport, a short walk from the terminal: follow the signs to the rental cars once you have your bags." },
      { question: "How far is Dunedin city from the airport?", answer: "About 30 minutes north on State Highway 1, mostly motorway." },
      { question: "Are the Otago Peninsula roads tricky?", answer: "The harbour road to Portobello is narrow and right on the water's edge. Take it slowly, and use the Highcliff Road for views on the way back." },
      { question: "Is the Catlins worth the detour?", answer: "Absolutely. The Southern Scenic Route through the Catlins to Invercargill has waterfalls, sea lions and petrified forest, and you can drop off at our Invercargill Airport branch." },
    ],
    destinations: [
      { name: "Dunedin city and Baldwin Street", driveTime: "30 minutes", description: "Victorian architecture, the railway station and one of the steepest residential streets in the world." },
      { name: "Otago Peninsula", driveTime: "50 minutes", description: "Royal albatross colony at Taiaroa Head, yellow-eyed penguins and Larnach Castle." },
      { name: "Moeraki Boulders", driveTime: "1 hour 15 minutes", description: "Giant round boulders on Koekohe Beach; visit at low tide." },
      { name: "Nugget Point, the Catlins", driveTime: "1 hour 30 minutes", description: "A lighthouse above wave-washed rocks, with fur seals and sea lions below." },
    ],
  },
  "invercargill-airport": {
    intro:
      "Our Invercargill Airport branch is a short walk from the terminal in New Zealand's southernmost city, at the end of the Southern Scenic Route.",
    faq: [
      { question: "Where do I find the branch?", answer: "The branch is a short walk from the terminal on Airport Avenue." },
      { question: "How do I get to Stewart Island?", answer: "Drive to Bluff, about 30 minutes south, and leave the car in the ferry car park. The ferry to Oban takes about an hour." },
      { question: "Is Invercargill a good start for Fiordland?", answer: "Yes. Te Anau is about two hours away via the Southern Scenic Route through Riverton and Tuatapere." },
      { question: "What is the weather like for driving?", answer: "Southland weather changes quickly: expect rain and wind at any time of year and frost on winter mornings. Drive to the conditions." },
    ],
    destinations: [
      { name: "Bluff and Stirling Point", driveTime: "30 minutes", description: "The signpost at the bottom of State Highway 1, famous oysters and the ferry to Stewart Island." },
      { name: "Riverton", driveTime: "35 minutes", description: "A seaside fishing town with a surf beach and the Te Hikoi museum." },
      { name: "Curio Bay", driveTime: "1 hour 30 minutes", description: "A 180-million-year-old petrified forest and Hector's dolphins in Porpoise Bay." },
      { name: "Te Anau", driveTime: "2 hours", description: "Lakeside gateway to Fiordland, the glow-worm caves and the Milford Road." },
    ],
  },
};

export type RegionSlug = "north-island-new-zealand" | "south-island-new-zealand" | "car-rental-auckland";

export type RegionCopy = PageCopy & {
  /** Which branches belong: by island, or by city. */
  filter: { island: "North Island" | "South Island" } | { city: string };
  guide: { heading: string; text: string }[];
};

export const REGION_COPY: Record<RegionSlug, RegionCopy> = {
  "north-island-new-zealand": {
    title: "North Island car rental",
    description: "Car rental in New Zealand's North Island from GO Rentals at Auckland, Waiheke and Wellington.",
    intro: "Pick up in Auckland, on Waiheke Island or in Wellington and explore geothermal Rotorua, the beaches of Northland and the Coromandel, and the lakes and volcanoes of the central plateau.",
    filter: { island: "North Island" },
    guide: [
      { heading: "Auckland to Wellington", text: "The classic North Island trip runs about 650 km. Take a week: Hobbiton and Waitomo, two nights in Rotorua, Lake Taupō, the Tongariro Alpine Crossing, then down to the capital. Drop off at Wellington Airport." },
      { heading: "Northland", text: "North of Auckland, the Bay of Islands, the kauri giants of Waipoua Forest and Ninety Mile Beach make a four or five day loop. Rental cars are not allowed on the sand of Ninety Mile Beach: view it from the road ends." },
      { heading: "When to go", text: "Summer (December to February) is warm and busy; book early. Autumn and spring bring settled weather, quieter roads and lower rates." },
    ],
  },
  "south-island-new-zealand": {
    title: "South Island car rental",
    description: "Car rental in New Zealand's South Island from GO Rentals at Nelson, Christchurch, Queenstown, Dunedin and Invercargill.",
    intro: "Five South Island branches put you close to the Southern Alps, Fiordland, the glaciers of the West Coast and the golden beaches of Abel Tasman.",
    filter: { island: "South Island" },
    guide: [
      { heading: "Christchurch to Queenstown", text: "The inland route through Lake Tekapo, Aoraki/Mount Cook and the Lindis Pass takes about six hours of driving; spread it over two or three days." },
      { heading: "The West Coast", text: "From Nelson down State Highway 6 to the Franz Josef and Fox glaciers and over the Haast Pass to Wānaka: one of the world's great drives, best over five days or more." },
      { heading: "Winter driving", text: "From June to September carry snow chains on alpine passes and check road conditions before you leave. A 4WD gives extra grip on the ski field roads." },
    ],
  },
  "car-rental-auckland": {
    title: "Car rental in Auckland",
    description: "Car rental in Auckland from GO Rentals: Auckland Airport and Auckland City branches, free airport shuttle, no one-way fee between them.",
    intro: "Two Auckland branches: at the airport for arrivals, and on Beach Road in the CBD for city stays. Pick up at one and drop off at the other with no one-way fee.",
    filter: { city: "Auckland" },
    guide: [
      { heading: "Getting around", text: "Auckland spreads across an isthmus between two harbours. Motorways link the airport, the city and the North Shore; avoid weekday peak hours if you can." },
      { heading: "Day trips", text: "The west coast beaches of Piha and Muriwai, the wineries of Matakana and Kumeū, and the regional parks of the Hauraki Gulf are all within an hour's drive." },
      { heading: "Waiheke Island", text: "Leave the car in the city and take the ferry to Matiatia, where our Waiheke branch has a car waiting for your island day." },
    ],
  },
};

export const REGION_SLUGS = Object.keys(REGION_COPY) as RegionSlug[];

export function isRegionSlug(slug: string): slug is RegionSlug {
  return (REGION_SLUGS as string[]).includes(slug);
}

export const PARTNER_OFFERS = {
  realnz: {
    code: "realnz",
    partner: "RealNZ",
    title: "RealNZ promo code",
    description: "Booked a RealNZ experience? Save 10% on your GO Rentals vehicle with the promo code realnz.",
    intro:
      "RealNZ runs some of New Zealand's best-loved experiences: Milford and Doubtful Sound cruises, the TSS Earnslaw on Lake Wakatipu, the Cardrona and Treble Cone ski areas and Te Anau's glow-worm caves. Drive yourself between them and save 10% on the vehicle rate with GO Rentals.",
    ideas: [
      "Pick up at Queenstown Airport, cruise the TSS Earnslaw to Walter Peak High Country Farm, then drive the Crown Range to Cardrona the next day.",
      "Drive to Te Anau for the glow-worm caves, then on to Milford Sound for a morning cruise before the buses arrive.",
      "In winter, book a 4WD and ski Cardrona, a scenic 40-minute drive from Wānaka.",
    ],
  },
  sudima: {
    code: "sudima",
    partner: "Sudima Hotels",
    title: "Sudima Hotels promo code",
    description: "Staying at a Sudima hotel? Save 10% on your GO Rentals vehicle with the promo code sudima.",
    intro:
      "Sudima Hotels are certified carbon-zero hotels at Auckland Airport, Auckland City, Christchurch Airport, Queenstown and Rotorua. Guests save 10% on the vehicle rate with GO Rentals: a low-carbon stay and a hybrid or electric car are a good match.",
    ideas: [
      "Stay at Sudima Auckland Airport after a late arrival and pick up your car from our airport branch in the morning.",
      "Base yourself at Sudima Lake Rotorua and visit Wai-O-Tapu, Hobbiton and Lake Taupō on day trips.",
      "Start a South Island trip at Sudima Christchurch Airport, a few minutes from our Christchurch branch.",
    ],
  },
} as const;

export type PartnerKey = keyof typeof PARTNER_OFFERS;
