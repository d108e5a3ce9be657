export * from "./sessions";
export * from "./catalog";
export * from "./booking";
export * from "./quotes";
export * from "./shuttle-requests";
export * from "./accounts";
export * from "./booking-events";
export * from "./after-rental";
