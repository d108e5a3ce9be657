import type { vehicles } from "../schema";
import { BRANCHES } from "./branches";
import { CAR_CLASSES } from "./car-classes";

export type VehicleSeed = typeof vehicles.$inferInsert;

/** Cars of each class based at each branch (branch code -> class code -> count). */
export const FLEET_PLAN: Record<string, Record<string, number>> = {
  AKC: {
    X: 2, A: 3, "1": 5, "1M": 2, B: 3, "2": 4, F: 3, "3": 3, "3E": 2, E: 2, C: 2, "4": 3, "4H": 2, "6": 3,
    "15": 2, D: 2, "7": 2, "10": 2, "11": 1, "13": 2, S: 1,
  },
  AKL: {
    X: 4, A: 6, AM: 2, "1": 8, "1M": 3, B: 6, BM: 2, "2": 6, "2M": 2, F: 5, "3": 5, "3E": 3, E: 4, C: 4, "5": 3,
    "4": 5, "4H": 4, "6": 5, "15": 3, "16": 2, D: 3, "7": 4, "14": 3, "14H": 2, G: 3, "8": 3, "9": 2, "10": 3,
    "11": 2, "12": 2, "13": 2, S: 3, M: 2, T: 3,
  },
  WHK: { X: 1, "1": 3, "2": 2, F: 2, "4": 2, "6": 1, "10": 1 },
  WLG: {
    X: 2, A: 4, "1": 6, "1M": 2, B: 4, "2": 5, F: 3, "3": 3, "3E": 2, E: 3, C: 2, "5": 2, "4": 3, "4H": 3, "6": 4,
    "15": 2, "16": 1, D: 2, "7": 3, "14": 2, "8": 2, "10": 2, "11": 2, "12": 1, "13": 1, S: 2, T: 2,
  },
  NSN: { X: 1, A: 2, "1": 4, B: 2, "2": 3, F: 2, E: 2, "4": 2, "4H": 2, "6": 3, "7": 2, "9": 1, "10": 1, "11": 1 },
  CHC: {
    X: 4, A: 5, AM: 2, "1": 8, "1M": 3, B: 5, BM: 2, "2": 6, "2M": 2, F: 4, "3": 4, "3E": 2, E: 3, C: 3, "5": 3,
    "4": 5, "4H": 3, "6": 5, "15": 2, "16": 2, D: 3, "7": 4, "14": 3, "14H": 2, G: 3, "8": 3, "9": 3, "10": 3,
    "11": 2, "12": 2, "13": 2, S: 3, M: 3, T: 3,
  },
  ZQN: {
    X: 3, A: 4, "1": 6, "1M": 2, B: 4, "2": 5, "2M": 1, F: 3, "3": 3, E: 2, C: 2, "4": 4, "4H": 3, "6": 5, "15": 2,
    D: 2, "7": 4, "14": 3, "14H": 2, G: 3, "8": 3, "9": 3, "10": 2, "11": 2, "12": 2, S: 3, M: 2, T: 2,
  },
  DUD: { X: 1, A: 2, "1": 4, B: 2, "2": 3, F: 2, "3": 2, E: 1, "4": 2, "6": 3, "7": 2, "8": 1, "10": 1, "11": 1 },
  IVC: { A: 2, "1": 3, B: 1, "2": 2, F: 1, "4": 2, "6": 2, "7": 1, "8": 1, "10": 1 },
};

/** Deterministic NZ-style plate (three letters, three digits) for the k-th seeded vehicle. */
function registration(k: number): string {
  const block = Math.floor(k / 999);
  const letters =
    "R" + String.fromCharCode(65 + (Math.floor(block / 26) % 26)) + String.fromCharCode(65 + (block % 26));
  return `${letters}${String((k % 999) + 1).padStart(3, "0")}`;
}

function buildFleet(): VehicleSeed[] {
  const rows: VehicleSeed[] = [];
  let k = 0;
  for (const branch of BRANCHES) {
    const plan = FLEET_PLAN[branch.code];
    if (!plan) continue;
    // Walk classes in display order so the plates follow a stable order.
    for (const carClass of CAR_CLASSES) {
      const count = plan[carClass.classCode] ?? 0;
      for (let n = 1; n <= count; n += 1) {
        rows.push({
          fleetNumber: `${branch.code}-${carClass.classCode}-${String(n).padStart(2, "0")}`,
          registration: registration(k),
          branchId: branch.id,
          carClassId: carClass.carClassId,
          status: "in_service",
        });
        k += 1;
      }
    }
  }
  return rows;
}

export const FLEET: VehicleSeed[] = buildFleet();
