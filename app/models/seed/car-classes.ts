import type { CarClassImage, FuelType, MarketingCategory, TowedSpecs, Transmission, carClasses } from "../schema";

export type CarClassSeed = typeof carClasses.$inferInsert;

type ImageSet = "car" | "ute" | "van" | "minibus" | "mystery" | "glamper" | "trailer";

type ClassRow = {
  carClassId: number;
  classCode: string;
  name: string;
  vehicleTypeName: string;
  fuelType: FuelType;
  seats: number;
  doors: number;
  transmission: Transmission | null;
  largeBags: number;
  smallBags: number;
  marketingCategory: MarketingCategory | null;
  dailyRate: number;
  imageSet?: ImageSet;
  /** The glamper and trailers: size, load, sleeping places and tow requirements. */
  towedSpecs?: TowedSpecs;
};

/** Both towed classes hitch to a 50 mm ball and light up through a 7-pin flat plug. */
const HITCH = { towBallMm: 50, plug: "7-pin flat" } as const;

/** Five distinct views per image set, in the order of images 0 to 4. */
const VIEWS: Record<ImageSet, [string, string, string, string, string]> = {
  car: [
    "front three-quarter exterior view",
    "side profile",
    "rear three-quarter exterior view",
    "dashboard and front seats",
    "open boot showing luggage space",
  ],
  ute: [
    "front three-quarter exterior view",
    "side profile showing the double cab",
    "rear view with the tray",
    "dashboard and front seats",
    "rear seats of the double cab",
  ],
  van: [
    "front three-quarter exterior view",
    "side profile with sliding door",
    "rear view with doors closed",
    "cab dashboard and front seats",
    "empty cargo area through the rear doors",
  ],
  minibus: [
    "front three-quarter exterior view",
    "side profile with sliding door",
    "rear view",
    "rows of passenger seats",
    "luggage space behind the back row",
  ],
  mystery: [
    "example car, front three-quarter view",
    "example car, side profile",
    "example car, rear view",
    "example car, dashboard and front seats",
    "example car, open boot with luggage space",
  ],
  glamper: [
    "closed up and hitched for towing",
    "tent set up at a campsite",
    "queen bed with bedding inside the tent",
    "pull-out kitchen with gas cooker",
    "awning and outdoor chairs at dusk",
  ],
  trailer: [
    "front three-quarter view",
    "side profile",
    "rear door open",
    "empty load space",
    "hitched behind a car",
  ],
};

function imagesFor(row: ClassRow): CarClassImage[] {
  const subject = row.name.replace(/ or similar$/i, "");
  const set = row.imageSet ?? "car";
  return VIEWS[set].map((view, n) => ({
    path: `cars/GROUP-${row.classCode}-${n}.jpg`,
    alt: `${subject}: ${view}`,
  }));
}

/**
 * Every class code of spec section 3. Letter classes A to G are the budget (older model) range;
 * a trailing M is a manual, H a hybrid and E an electric version of the numbered class.
 * Rates are NZD per day before seasonal pricing.
 */
const ROWS: ClassRow[] = [
  { carClassId: 31, classCode: "X", name: "Mystery car (small car or better)", vehicleTypeName: "Mystery car", fuelType: "unleaded 91", seats: 5, doors: 4, transmission: "Automatic", largeBags: 1, smallBags: 1, marketingCategory: null, dailyRate: 35, imageSet: "mystery" },
  { carClassId: 18, classCode: "A", name: "Suzuki Swift (older model) or similar", vehicleTypeName: "Budget economy", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 1, smallBags: 1, marketingCategory: "small-cars", dailyRate: 39 },
  { carClassId: 19, classCode: "AM", name: "Suzuki Swift manual (older model) or similar", vehicleTypeName: "Budget economy manual", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Manual", largeBags: 1, smallBags: 1, marketingCategory: "small-cars", dailyRate: 37 },
  { carClassId: 1, classCode: "1", name: "Toyota Yaris or similar", vehicleTypeName: "Economy", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 1, smallBags: 2, marketingCategory: "small-cars", dailyRate: 49 },
  { carClassId: 20, classCode: "1M", name: "Suzuki Swift manual or similar", vehicleTypeName: "Economy manual", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Manual", largeBags: 1, smallBags: 2, marketingCategory: "small-cars", dailyRate: 47 },
  { carClassId: 21, classCode: "B", name: "Toyota Corolla (older model) or similar", vehicleTypeName: "Budget compact", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 1, marketingCategory: "small-cars", dailyRate: 45 },
  { carClassId: 22, classCode: "BM", name: "Mazda 3 manual (older model) or similar", vehicleTypeName: "Budget compact manual", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Manual", largeBags: 2, smallBags: 1, marketingCategory: "small-cars", dailyRate: 43 },
  { carClassId: 2, classCode: "2", name: "Toyota Corolla Hatch or similar", vehicleTypeName: "Compact", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 1, marketingCategory: "small-cars", dailyRate: 59 },
  { carClassId: 23, classCode: "2M", name: "Mazda 3 Hatch manual or similar", vehicleTypeName: "Compact manual", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Manual", largeBags: 2, smallBags: 1, marketingCategory: "small-cars", dailyRate: 57 },
  { carClassId: 24, classCode: "F", name: "Toyota Aqua Hybrid or similar", vehicleTypeName: "Budget hybrid", fuelType: "hybrid", seats: 5, doors: 5, transmission: "Automatic", largeBags: 1, smallBags: 2, marketingCategory: "hybrid-cars", dailyRate: 49 },
  { carClassId: 3, classCode: "3", name: "Toyota Corolla Sedan or similar", vehicleTypeName: "Compact sedan", fuelType: "unleaded 91", seats: 5, doors: 4, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: "small-cars", dailyRate: 62 },
  { carClassId: 25, classCode: "3E", name: "Nissan Leaf or similar", vehicleTypeName: "Compact electric", fuelType: "electric", seats: 5, doors: 5, transmission: "Automatic", largeBags: 1, smallBags: 2, marketingCategory: "electric-vehicles", dailyRate: 69 },
  { carClassId: 26, classCode: "E", name: "Toyota Prius or similar", vehicleTypeName: "Hybrid hatch", fuelType: "hybrid", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 1, marketingCategory: "hybrid-cars", dailyRate: 65 },
  { carClassId: 27, classCode: "C", name: "Toyota Camry (older model) or similar", vehicleTypeName: "Budget full size", fuelType: "unleaded 91", seats: 5, doors: 4, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 55 },
  { carClassId: 5, classCode: "5", name: "Mazda 6 Sedan or similar", vehicleTypeName: "Full size sedan", fuelType: "unleaded", seats: 5, doors: 4, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 79 },
  { carClassId: 4, classCode: "4", name: "Mitsubishi ASX or similar", vehicleTypeName: "Compact SUV", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 75 },
  { carClassId: 28, classCode: "4H", name: "Toyota C-HR Hybrid or similar", vehicleTypeName: "Compact hybrid SUV", fuelType: "hybrid", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 1, marketingCategory: "hybrid-cars", dailyRate: 82 },
  { carClassId: 6, classCode: "6", name: "Toyota RAV4 or similar", vehicleTypeName: "Intermediate SUV", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 89 },
  { carClassId: 15, classCode: "15", name: "BYD Atto 3 or similar", vehicleTypeName: "Electric SUV", fuelType: "electric", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: "electric-vehicles", dailyRate: 95 },
  { carClassId: 16, classCode: "16", name: "Tesla Model Y or similar", vehicleTypeName: "Premium electric SUV", fuelType: "electric", seats: 5, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "electric-vehicles", dailyRate: 139 },
  { carClassId: 29, classCode: "D", name: "Honda Jade 6 Seater or similar", vehicleTypeName: "Budget 6 seater", fuelType: "unleaded 91", seats: 6, doors: 5, transmission: "Automatic", largeBags: 1, smallBags: 2, marketingCategory: "van-or-people-carriers", dailyRate: 69 },
  { carClassId: 7, classCode: "7", name: "Mitsubishi Outlander 7 Seater or similar", vehicleTypeName: "7 seater SUV", fuelType: "unleaded 91", seats: 7, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 109 },
  { carClassId: 14, classCode: "14", name: "Toyota Highlander 7 Seater or similar", vehicleTypeName: "Premium 7 seater SUV", fuelType: "unleaded", seats: 7, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "large-cars-suvs", dailyRate: 129 },
  { carClassId: 17, classCode: "14H", name: "Toyota Highlander Hybrid 7 Seater or similar", vehicleTypeName: "Premium 7 seater hybrid SUV", fuelType: "hybrid", seats: 7, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "hybrid-cars", dailyRate: 139 },
  { carClassId: 30, classCode: "G", name: "Mitsubishi Pajero 4WD (older model) or similar", vehicleTypeName: "Budget 4WD", fuelType: "diesel", seats: 7, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "4-wheel-drives", dailyRate: 89 },
  { carClassId: 8, classCode: "8", name: "Toyota Hilux 4WD Double Cab or similar", vehicleTypeName: "4WD ute", fuelType: "diesel", seats: 5, doors: 4, transmission: "Automatic", largeBags: 4, smallBags: 2, marketingCategory: "4-wheel-drives", dailyRate: 119, imageSet: "ute" },
  { carClassId: 9, classCode: "9", name: "Toyota Fortuner 4WD 7 Seater or similar", vehicleTypeName: "4WD SUV", fuelType: "diesel", seats: 7, doors: 5, transmission: "Automatic", largeBags: 3, smallBags: 2, marketingCategory: "4-wheel-drives", dailyRate: 129 },
  { carClassId: 10, classCode: "10", name: "Kia Carnival 8 Seater or similar", vehicleTypeName: "8 seater people mover", fuelType: "diesel", seats: 8, doors: 5, transmission: "Automatic", largeBags: 4, smallBags: 3, marketingCategory: "van-or-people-carriers", dailyRate: 149, imageSet: "minibus" },
  { carClassId: 11, classCode: "11", name: "Toyota Hiace 10 Seater Minibus or similar", vehicleTypeName: "10 seater minibus", fuelType: "diesel", seats: 10, doors: 4, transmission: "Automatic", largeBags: 6, smallBags: 4, marketingCategory: "van-or-people-carriers", dailyRate: 169, imageSet: "minibus" },
  { carClassId: 12, classCode: "12", name: "Toyota Hiace 12 Seater Minibus or similar", vehicleTypeName: "12 seater minibus", fuelType: "diesel", seats: 12, doors: 4, transmission: "Automatic", largeBags: 8, smallBags: 4, marketingCategory: "van-or-people-carriers", dailyRate: 189, imageSet: "minibus" },
  { carClassId: 13, classCode: "13", name: "Toyota Hiace Cargo Van or similar", vehicleTypeName: "Cargo van", fuelType: "diesel", seats: 3, doors: 4, transmission: "Automatic", largeBags: 10, smallBags: 6, marketingCategory: "van-or-people-carriers", dailyRate: 119, imageSet: "van" },
  { carClassId: 32, classCode: "S", name: "Mystery SUV (intermediate SUV or better)", vehicleTypeName: "Mystery SUV", fuelType: "unleaded 91", seats: 5, doors: 5, transmission: "Automatic", largeBags: 2, smallBags: 2, marketingCategory: null, dailyRate: 69, imageSet: "mystery" },
  { carClassId: 33, classCode: "M", name: "GO Glamper camping trailer (sleeps 2)", vehicleTypeName: "Glamper", fuelType: "none", seats: 0, doors: 0, transmission: null, largeBags: 0, smallBags: 0, marketingCategory: null, dailyRate: 65, imageSet: "glamper",
    towedSpecs: { sizeMm: { length: 3600, width: 1900, height: 1400 }, maxLoadKg: 150, grossMassKg: 950, braked: true, sleeps: 2, ...HITCH } },
  { carClassId: 34, classCode: "T", name: "Enclosed luggage trailer or similar", vehicleTypeName: "Luggage trailer", fuelType: "none", seats: 0, doors: 0, transmission: null, largeBags: 6, smallBags: 4, marketingCategory: null, dailyRate: 25, imageSet: "trailer",
    towedSpecs: { sizeMm: { length: 1800, width: 1200, height: 1000 }, maxLoadKg: 500, grossMassKg: 750, braked: false, sleeps: null, ...HITCH } },
];

export const CAR_CLASSES: CarClassSeed[] = ROWS.map((row, position) => ({
  carClassId: row.carClassId,
  classCode: row.classCode,
  name: row.name,
  carClassStatus: "Available",
  vehicleTypeName: row.vehicleTypeName,
  vehicleOrder: (position + 1) * 10,
  fuelType: row.fuelType,
  seats: row.seats,
  doors: row.doors,
  transmission: row.transmission,
  largeBags: row.largeBags,
  smallBags: row.smallBags,
  marketingCategory: row.marketingCategory,
  dailyRate: row.dailyRate,
  images: imagesFor(row),
  towedSpecs: row.towedSpecs ?? null,
}));

/** Every class code of spec section 3. */
export const CLASS_CODES: string[] = CAR_CLASSES.map((row) => row.classCode);
