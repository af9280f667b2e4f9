// The demo's completion photos (seed and simulator): a small stained floor before, a clean one after, so the order
// page's evidence section shows two different pictures. PNG, 96 × 64, made once and kept as text.

export const BEFORE_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAA5klEQVR42u3ZwQ3CMAwF0M7FCMzAFpy5cO6ZeRkAocZWVNXOk3xOqqekcX62/f0M1Wd/har6+BsgQIAAAQIECBAgQIAAVQB63G+/BegvTZSpLdChzqBRT6BBnRGjywFN+aAQUK2f+gSgkM6hESBAgAABAgToQkD6IEAzJpii0xloxKhifrRNnyBNswpQswSyCdD4vl4OKHo4hIFKb5lEULfQq0aig18IKKETPU8B9QVK6ySMAAECBAgQIECAAOmkAa0EdN5tvnRgllg7EsXZiaJM2qsGIECAAAECBAgQIECAAAEqNv4X4j7lTlwYgJoAAAAASUVORK5CYII=',
  'base64',
);

export const AFTER_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAtUlEQVR42u3ZMQ6AIBAEQP7/Ml/gAyytLeywMjFGRTHGALO5eospCByhG6ZH04/zoym9PwACBAgQIECAAAECBAgQoHv9cQ2g+YxmG0BXOjujdoFiKplA1Ry6SaC8/kqA4r0AAgTIGQTov2tBUqd1oDOjN/2hysfnIQ2gT/oBAQIECBCggoEs7f1qAAIECBAgQIAAAQIECBAgQIDaArIws1EEBAgQIECAAAECBAgQIECAADUFtAAe1S9qh1XyBQAAAABJRU5ErkJggg==',
  'base64',
);
