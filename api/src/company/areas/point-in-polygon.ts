// Is a point inside a GeoJSON (Multi)Polygon? Ray casting over [lng, lat] rings: the first ring of each polygon
// is its outline, the others are holes. Planar maths is fine at city scale.

type Ring = [number, number][];
type GeoJsonArea = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

function insideRing(ring: Ring, lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insidePolygon(rings: Ring[], lng: number, lat: number): boolean {
  const [outline, ...holes] = rings;
  return !!outline && insideRing(outline, lng, lat) && !holes.some((hole) => insideRing(hole, lng, lat));
}

function isGeoJsonArea(value: unknown): value is GeoJsonArea {
  const type = (value as { type?: unknown } | null)?.type;
  return (
    (type === 'Polygon' || type === 'MultiPolygon') && Array.isArray((value as { coordinates?: unknown }).coordinates)
  );
}

/** True when the point lies in the boundary; a missing or malformed boundary contains nothing. */
export function containsPoint(boundary: unknown, lat: number, lng: number): boolean {
  if (!isGeoJsonArea(boundary)) return false;
  if (boundary.type === 'Polygon') return insidePolygon(boundary.coordinates, lng, lat);
  return boundary.coordinates.some((polygon) => insidePolygon(polygon, lng, lat));
}
