// A fly-to-cart flight: where the dot starts and lands (shared by the trigger and the lazy dot).
export interface Point {
  x: number;
  y: number;
}

export interface Flight {
  key: number;
  from: Point;
  to: Point;
}
