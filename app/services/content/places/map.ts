/**
 * The branch map (issue 23 item 5): New Zealand drawn as SVG from approximate coastline points,
 * with a pin per branch at its latitude and longitude. No tiles and no external request: the
 * outline is a few dozen points, the projection an equirectangular one scaled by the cosine of the
 * map's middle latitude (good enough at New Zealand's size). Pure, so it is unit-tested.
 */

export type LatLng = readonly [lat: number, lng: number];

/** The area drawn: a little beyond Cape Reinga, East Cape, Puysegur Point and Stewart Island. */
export const MAP_BOUNDS = { north: -34.1, south: -47.5, west: 166.2, east: 178.9 } as const;
/** The map's width in SVG units; its height follows from the projection. */
export const MAP_WIDTH = 360;

const MIDDLE_LATITUDE = (MAP_BOUNDS.north + MAP_BOUNDS.south) / 2;
const X_SCALE = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);
const UNITS_PER_DEGREE = MAP_WIDTH / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * X_SCALE);
export const MAP_HEIGHT = Math.round((MAP_BOUNDS.north - MAP_BOUNDS.south) * UNITS_PER_DEGREE);

/** A point's place on the map, in SVG units from the top left, to one decimal. */
export function projectPoint(lat: number, lng: number): { x: number; y: number } {
  const x = (lng - MAP_BOUNDS.west) * X_SCALE * UNITS_PER_DEGREE;
  const y = (MAP_BOUNDS.north - lat) * UNITS_PER_DEGREE;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** Approximate coastlines, clockwise, [lat, lng]. */
export const NZ_OUTLINE: Record<"north" | "south" | "stewart", readonly LatLng[]> = {
  north: [
    [-34.43, 172.68], [-34.4, 173.05], [-35.2, 174.1], [-35.85, 174.55], [-36.6, 174.8], [-36.5, 175.5], [-36.9, 175.85],
    [-37.65, 176.2], [-37.95, 177.0], [-37.69, 178.55], [-38.7, 178.0], [-39.1, 177.9], [-39.5, 176.9], [-40.5, 176.6],
    [-40.9, 176.2], [-41.6, 175.3], [-41.35, 174.8], [-40.98, 174.95], [-40.47, 175.22], [-39.95, 174.98], [-39.6, 174.3],
    [-39.28, 173.75], [-39.05, 174.1], [-38.7, 174.6], [-38.07, 174.8], [-37.8, 174.85], [-37.05, 174.55], [-36.4, 174.1],
    [-35.5, 173.35], [-35.17, 173.1],
  ],
  south: [
    [-40.5, 172.7], [-40.85, 172.9], [-41.27, 173.28], [-40.8, 173.85], [-41.1, 174.3], [-41.73, 174.28], [-42.4, 173.7],
    [-43.0, 172.8], [-43.55, 172.75], [-43.85, 173.1], [-43.9, 172.4], [-44.4, 171.25], [-45.1, 170.97], [-45.88, 170.7],
    [-46.45, 169.82], [-46.66, 168.85], [-46.6, 168.35], [-46.35, 168.0], [-46.25, 167.5], [-46.15, 166.6], [-45.5, 166.8],
    [-45.0, 167.1], [-44.6, 167.8], [-43.88, 169.05], [-42.7, 170.95], [-42.45, 171.2], [-41.75, 171.6], [-40.8, 172.2],
  ],
  stewart: [
    [-46.7, 167.7], [-46.75, 168.2], [-47.0, 168.2], [-47.25, 167.6], [-46.95, 167.5],
  ],
};

/** An outline as an SVG path ("M x y L x y … Z"). */
export function outlinePath(points: readonly LatLng[]): string {
  return (
    points
      .map(([lat, lng], index) => {
        const { x, y } = projectPoint(lat, lng);
        return `${index === 0 ? "M" : "L"}${x} ${y}`;
      })
      .join(" ") + " Z"
  );
}

export type MapBranch = { slug: string; name: string; lat: number; lng: number; href: string };
export type MapPin = { slug: string; name: string; href: string; x: number; y: number; current: boolean };

/** The pins of the branches, the current branch's (on its own page) marked. */
export function mapPins(branches: readonly MapBranch[], currentSlug: string | null = null): MapPin[] {
  return branches.map(({ slug, name, href, lat, lng }) => ({ slug, name, href, ...projectPoint(lat, lng), current: slug === currentSlug }));
}

/** Driving directions to a point, in Google Maps (opens the app on phones). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
