import type { campaigns, contactPoints } from "../schema";

export type ContactPointSeed = typeof contactPoints.$inferInsert;
export type CampaignSeed = typeof campaigns.$inferInsert;

/** Default numbers per region (spec section 3), in display order NZ, AU, US, UK, worldwide. */
export const CONTACT_POINTS: ContactPointSeed[] = [
  {
    region: "NZ",
    number: "0800 467 368",
    telephone: "+64800467368",
    agentNumber: "0800 467 243",
    agentTelephone: "+64800467243",
    corporateNumber: "0800 467 267",
    corporateTelephone: "+64800467267",
  },
  {
    region: "AU",
    number: "1800 467 368",
    telephone: "+611800467368",
    agentNumber: null,
    agentTelephone: null,
    corporateNumber: null,
    corporateTelephone: null,
  },
  {
    region: "US",
    number: "1 (855) 467 3680",
    telephone: "+18554673680",
    agentNumber: null,
    agentTelephone: null,
    corporateNumber: null,
    corporateTelephone: null,
  },
  {
    region: "UK",
    number: "0808 164 6736",
    telephone: "+448081646736",
    agentNumber: null,
    agentTelephone: null,
    corporateNumber: null,
    corporateTelephone: null,
  },
  {
    region: "worldwide",
    number: "+64 9 255 1510",
    telephone: "+6492551510",
    agentNumber: "+64 9 255 1520",
    agentTelephone: "+6492551520",
    corporateNumber: "+64 9 255 1530",
    corporateTelephone: "+6492551530",
  },
];

/**
 * The four campaigns a Campaign query parameter may name. Their numbers are tracked lines that
 * replace the defaults for the regions they list.
 */
export const CAMPAIGNS: CampaignSeed[] = [
  {
    name: "google",
    label: "Google",
    numbers: {
      NZ: { number: "0800 467 100", telephone: "+64800467100" },
      AU: { number: "1800 467 100", telephone: "+611800467100" },
      US: { number: "1 (855) 467 3681", telephone: "+18554673681" },
      UK: { number: "0808 164 6737", telephone: "+448081646737" },
      worldwide: { number: "+64 9 255 1540", telephone: "+6492551540" },
    },
    sortOrder: 10,
  },
  {
    name: "bing",
    label: "Bing",
    numbers: {
      NZ: { number: "0800 467 200", telephone: "+64800467200" },
      AU: { number: "1800 467 200", telephone: "+611800467200" },
      worldwide: { number: "+64 9 255 1550", telephone: "+6492551550" },
    },
    sortOrder: 20,
  },
  {
    name: "nz",
    label: "NZ",
    numbers: {
      NZ: { number: "0800 467 300", telephone: "+64800467300" },
    },
    sortOrder: 30,
  },
  {
    name: "brand",
    label: "Generic/brand",
    numbers: {
      NZ: { number: "0800 467 400", telephone: "+64800467400" },
      AU: { number: "1800 467 400", telephone: "+611800467400" },
      US: { number: "1 (855) 467 3682", telephone: "+18554673682" },
      UK: { number: "0808 164 6738", telephone: "+448081646738" },
      worldwide: { number: "+64 9 255 1560", telephone: "+6492551560" },
    },
    sortOrder: 40,
  },
];
