import { getLookupOptions, getLookups } from "~/models/catalog/lookups.server";
import { listProcessingFees } from "~/models/catalog/booking-options.server";
import { lookupQuery, lookupTypesOf } from "../schemas";
import type { ApiEndpoint } from "../endpoint";

/** The Reference data calls: card processing fees, lookups and the drive-safe questions. */
export const REFERENCE_DATA_ENDPOINTS = {
  processingFees: {
    path: "payment/getProcessingFees",
    method: "GET",
    tag: "Reference data",
    summary: "Card processing fees",
    description:
      "The card types with their processing fee percent, in display order (added last to a card payment; bank transfer has none). An empty list when they cannot be read.",
    auth: "none",
    example: { result: [{ cardType: "visa", label: "Visa", percent: 1.9, sortOrder: 10 }] },
    async handle() {
      return { result: await listProcessingFees() };
    },
  },
  lookup: {
    path: "Lookup",
    method: "GET",
    tag: "Reference data",
    summary: "Lookups",
    description:
      "The options of one or more lookup types, in the order asked; an unknown type comes back with no options. Cacheable (ETag).",
    auth: "none",
    query: lookupQuery,
    cacheable: true,
    example: {
      query: { types: "brand,country" },
      result: [{ lookupType: "brand", lookupOptions: [{ code: "GO", name: "GO Rentals", payload: {} }] }],
    },
    async handle({ query }) {
      return { result: await getLookups(lookupTypesOf(query.types)) };
    },
  },
  driverQuestions: {
    path: "lookup/getDriverQuestions",
    method: "GET",
    tag: "Reference data",
    summary: "Drive-safe questions",
    description:
      "The drive-safe questions with their answers, the correct answer's index and the explanation. Cacheable (ETag).",
    auth: "none",
    cacheable: true,
    example: {
      result: [
        {
          code: "Q1",
          question: "What is the maximum speed when passing a stopped school bus?",
          answers: ["20 km/h", "30 km/h"],
          correctAnswer: 0,
          explanation: "…",
        },
      ],
    },
    async handle() {
      const options = await getLookupOptions("driveSafeQuestion");
      return { result: options.map((option) => ({ code: option.code, ...option.payload })) };
    },
  },
} satisfies Record<string, ApiEndpoint>;
