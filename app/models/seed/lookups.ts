import { DEFAULT_BRAND_CODE, DEFAULT_BRAND_NAME } from "../constants";
import type { lookupOptions } from "../schema";
import { COUNTRIES } from "./countries";

export type LookupSeed = typeof lookupOptions.$inferInsert;

export type DriveSafeQuestionPayload = {
  question: string;
  answers: string[];
  /** Index into answers. */
  correctAnswer: number;
  explanation: string;
};

/** Lookup types the catalogue seed owns (options of these types not listed here are removed). */
export const SEEDED_LOOKUP_TYPES = ["country", "advert_public", "brand", "driveSafeQuestion"] as const;

const countries: LookupSeed[] = COUNTRIES.map((country, position) => ({
  lookupType: "country",
  code: country.code,
  name: country.name,
  payload: { dialCode: country.dialCode },
  sortOrder: (position + 1) * 10,
}));

const ADVERTS: [code: string, name: string][] = [
  ["GOOGLE", "Google search"],
  ["SOCIAL", "Facebook or Instagram"],
  ["YOUTUBE", "YouTube"],
  ["FRIEND", "Friend or family"],
  ["RETURNING", "I have rented from GO Rentals before"],
  ["TRAVEL_AGENT", "Travel agent"],
  ["COMPARISON", "Comparison website (e.g. Rentalcars, VroomVroomVroom)"],
  ["REVIEWS", "Review site (e.g. Rankers, TripAdvisor)"],
  ["AA", "AA membership"],
  ["AIRPORT", "Saw you at the airport"],
  ["OUTDOOR", "Billboard or bus advert"],
  ["OTHER", "Other"],
];

const adverts: LookupSeed[] = ADVERTS.map(([code, name], position) => ({
  lookupType: "advert_public",
  code,
  name,
  payload: {},
  sortOrder: (position + 1) * 10,
}));

/** GO is the default brand; ET, AL and ZL are themed partners; HX is a partner without a theme. */
const BRANDS: { code: string; name: string; website: string | null; themed: boolean }[] = [
  {
    code: DEFAULT_BRAND_CODE,
    name: DEFAULT_BRAND_NAME,
    website: "https://www.gorentals.co.nz",
    themed: true,
  },
  { code: "ET", name: "EziTravel Car Hire", website: null, themed: true },
  { code: "AL", name: "Alpine Leisure Rentals", website: null, themed: true },
  { code: "ZL", name: "Zealand Link Holidays", website: null, themed: true },
  { code: "HX", name: "Hauraki Explorer Tours", website: null, themed: false },
];

const brands: LookupSeed[] = BRANDS.map((brand, position) => ({
  lookupType: "brand",
  code: brand.code,
  name: brand.name,
  payload: { website: brand.website, themed: brand.themed },
  sortOrder: (position + 1) * 10,
}));

/** Multiple-choice questions on New Zealand road rules, shown before an overseas driver drives. */
export const DRIVE_SAFE_QUESTIONS: DriveSafeQuestionPayload[] = [
  {
    question: "Which side of the road do you drive on in New Zealand?",
    answers: ["The left", "The right", "Either side on the open road", "The centre on rural roads"],
    correctAnswer: 0,
    explanation:
      "In New Zealand you always keep left. After stopping, turning or pulling out of a car park, check you are on the left side of the road.",
  },
  {
    question: "Unless a sign shows otherwise, what is the maximum speed on the open road?",
    answers: ["80 km/h", "90 km/h", "100 km/h", "110 km/h"],
    correctAnswer: 2,
    explanation:
      "The default open road limit is 100 km/h. Many roads have lower posted limits, and only some signposted motorways allow 110 km/h. The limit is a maximum, not a target.",
  },
  {
    question: "What is the usual speed limit in towns and cities?",
    answers: ["30 km/h", "50 km/h", "60 km/h", "70 km/h"],
    correctAnswer: 1,
    explanation:
      "Most urban roads have a 50 km/h limit, and some streets near schools or in town centres are lower. Watch for the speed limit signs.",
  },
  {
    question:
      "You reach a one-lane bridge. The sign shows a small red arrow pointing in your direction of travel. What must you do?",
    answers: [
      "Cross quickly before oncoming traffic arrives",
      "Give way to all vehicles coming the other way",
      "Sound your horn and cross",
      "You have right of way, so cross",
    ],
    correctAnswer: 1,
    explanation:
      "At a one-lane bridge the small red arrow shows the direction that must give way. Slow down, stop if needed and wait until the bridge is clear of oncoming vehicles.",
  },
  {
    question:
      "You are turning right at an intersection. An oncoming vehicle is turning left into the same road. Who must give way?",
    answers: [
      "The vehicle turning left",
      "You, because you are turning right",
      "Whoever arrives first",
      "Neither, both may go at once",
    ],
    correctAnswer: 1,
    explanation:
      "A vehicle turning right must give way to an opposite vehicle turning left into the same road. Left turns have priority over opposing right turns.",
  },
  {
    question: "At a roundabout, which traffic must you give way to?",
    answers: [
      "Traffic coming from your left",
      "Traffic on the roundabout coming from your right",
      "Nobody, once you are at the roundabout",
      "Only buses and trucks",
    ],
    correctAnswer: 1,
    explanation:
      "At a roundabout, give way to all vehicles that will cross your path from your right. Drive clockwise around the roundabout and signal left before you exit.",
  },
  {
    question: "There is a solid yellow line on your side of the centre line. What does it mean?",
    answers: [
      "You may overtake if you can see it is clear",
      "You must not cross it to overtake",
      "You may park beside it",
      "It marks a cycle lane",
    ],
    correctAnswer: 1,
    explanation:
      "A solid yellow no-passing line means it is unsafe to overtake. You must not cross or drive to the right of it, except to turn right into a driveway or side road.",
  },
  {
    question: "Can you use a hand-held mobile phone while driving?",
    answers: [
      "Yes, if you are driving slowly",
      "Only while stopped at traffic lights or in a queue",
      "No, not even while stopped in traffic",
      "Yes, for short calls",
    ],
    correctAnswer: 2,
    explanation:
      "It is illegal to hold or use a mobile phone while driving, including when stopped in traffic. Use a hands-free kit or pull over somewhere safe.",
  },
  {
    question: "What is the alcohol limit for drivers under 20?",
    answers: ["Zero", "The same as for older drivers", "One standard drink", "0.08 blood alcohol"],
    correctAnswer: 0,
    explanation:
      "Drivers under 20 must not drink any alcohol before driving. For drivers aged 20 and over the limit is 250 micrograms per litre of breath (50 milligrams per 100 millilitres of blood).",
  },
  {
    question: "What is the maximum speed when passing a stopped school bus?",
    answers: ["20 km/h", "30 km/h", "50 km/h", "The posted speed limit"],
    correctAnswer: 0,
    explanation:
      "You must not drive faster than 20 km/h when passing a school bus that has stopped to drop off or pick up children, whichever direction you are travelling. Children may cross the road suddenly.",
  },
  {
    question: "Who must make sure that passengers under 15 are wearing a seatbelt or child restraint?",
    answers: ["The passenger", "The driver", "The rental company", "Nobody, in the back seats"],
    correctAnswer: 1,
    explanation:
      "The driver is responsible for every passenger under 15. Children under 7 must use an approved child restraint, and everyone must wear a seatbelt where one is fitted.",
  },
  {
    question: "You come to a STOP sign at an intersection. What must you do?",
    answers: [
      "Slow down and go if the road looks clear",
      "Stop completely at the limit line, then give way to all traffic",
      "Stop only if other vehicles are coming",
      "Sound your horn and proceed",
    ],
    correctAnswer: 1,
    explanation:
      "At a STOP sign you must come to a complete stop at the limit line, then give way to all traffic before you go, even if the road looks empty.",
  },
];

const driveSafeQuestions: LookupSeed[] = DRIVE_SAFE_QUESTIONS.map((question, position) => ({
  lookupType: "driveSafeQuestion",
  code: `Q${position + 1}`,
  name: question.question,
  payload: question,
  sortOrder: (position + 1) * 10,
}));

export const LOOKUPS: LookupSeed[] = [...countries, ...adverts, ...brands, ...driveSafeQuestions];
