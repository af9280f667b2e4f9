// The link that opens the branch in the phone's maps app (issue 30.2): Google Maps' universal URL opens the
// installed app on Android and iOS (or the web map), from the branch's coordinates, else from its address and area.
export function mapsUrl(
  location: { latitude: number | null; longitude: number | null; address: string | null },
  area: string,
) {
  const query =
    location.latitude !== null && location.longitude !== null
      ? `${location.latitude},${location.longitude}`
      : [location.address, area].filter(Boolean).join(', ');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}
