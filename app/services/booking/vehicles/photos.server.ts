import { getCarClassByCode } from "~/models/catalog/car-classes.server";

export type ClassPhotos = {
  carClassId: number;
  classCode: string;
  name: string;
  photos: { path: string; alt: string }[];
};

/** Every photo of an offered class, by its code; null for an unknown or Invisible class. */
export async function classPhotos(classCode: string): Promise<ClassPhotos | null> {
  const carClass = await getCarClassByCode(classCode);
  if (!carClass || carClass.carClassStatus === "Invisible") return null;
  return {
    carClassId: carClass.carClassId,
    classCode: carClass.classCode,
    name: carClass.name,
    photos: carClass.images.map(({ path, alt }) => ({ path, alt })),
  };
}
