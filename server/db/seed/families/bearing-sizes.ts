// Boundary dimensions (d x D x B, mm) of the ISO bearing series the families draw from.

export interface BearingSize {
  /** Basic designation, e.g. 6205, 22210, 30205. */
  code: string;
  d: number;
  D: number;
  B: number;
}

/** ISO bore code: 10->00, 12->01, 15->02, 17->03, otherwise d/5. */
export function boreCode(d: number): string {
  const small: Record<number, string> = { 10: '00', 12: '01', 15: '02', 17: '03' };
  return small[d] ?? String(d / 5).padStart(2, '0');
}

function series(prefix: string, rows: readonly (readonly [number, number, number])[]): BearingSize[] {
  return rows.map(([d, D, B]) => ({ code: `${prefix}${boreCode(d)}`, d, D, B }));
}

export const SERIES_60 = series('60', [
  [10, 26, 8], [12, 28, 8], [15, 32, 9], [17, 35, 10], [20, 42, 12], [25, 47, 12], [30, 55, 13],
  [35, 62, 14], [40, 68, 15], [45, 75, 16], [50, 80, 16], [55, 90, 18], [60, 95, 18], [65, 100, 18],
  [70, 110, 20], [75, 115, 20], [80, 125, 22], [85, 130, 22], [90, 140, 24], [95, 145, 24], [100, 150, 24],
]);

export const SERIES_62 = series('62', [
  [10, 30, 9], [12, 32, 10], [15, 35, 11], [17, 40, 12], [20, 47, 14], [25, 52, 15], [30, 62, 16],
  [35, 72, 17], [40, 80, 18], [45, 85, 19], [50, 90, 20], [55, 100, 21], [60, 110, 22], [65, 120, 23],
  [70, 125, 24], [75, 130, 25], [80, 140, 26], [85, 150, 28], [90, 160, 30], [95, 170, 32], [100, 180, 34],
]);

export const SERIES_63 = series('63', [
  [10, 35, 11], [12, 37, 12], [15, 42, 13], [17, 47, 14], [20, 52, 15], [25, 62, 17], [30, 72, 19],
  [35, 80, 21], [40, 90, 23], [45, 100, 25], [50, 110, 27], [55, 120, 29], [60, 130, 31], [65, 140, 33],
  [70, 150, 35], [75, 160, 37], [80, 170, 39], [85, 180, 41], [90, 190, 43], [95, 200, 45], [100, 215, 47],
]);

export const SERIES_618 = series('618', [
  [10, 19, 5], [12, 21, 5], [15, 24, 5], [17, 26, 5], [20, 32, 7], [25, 37, 7], [30, 42, 7], [35, 47, 7],
  [40, 52, 7], [45, 58, 7], [50, 65, 7],
]);

export const SERIES_619 = series('619', [
  [10, 22, 6], [12, 24, 6], [15, 28, 7], [17, 30, 7], [20, 37, 9], [25, 42, 9], [30, 47, 9], [35, 55, 10],
  [40, 62, 12], [45, 68, 12], [50, 72, 12],
]);

export const MINIATURE: readonly BearingSize[] = [
  { code: '623', d: 3, D: 10, B: 4 },
  { code: '624', d: 4, D: 13, B: 5 },
  { code: '625', d: 5, D: 16, B: 5 },
  { code: '626', d: 6, D: 19, B: 6 },
  { code: '627', d: 7, D: 22, B: 7 },
  { code: '608', d: 8, D: 22, B: 7 },
  { code: '609', d: 9, D: 24, B: 7 },
  { code: '629', d: 9, D: 26, B: 8 },
  { code: '635', d: 5, D: 19, B: 6 },
];

export const DEEP_GROOVE_SIZES: readonly BearingSize[] = [
  ...SERIES_62, ...SERIES_60, ...SERIES_63, ...MINIATURE, ...SERIES_618, ...SERIES_619,
];

/** 22xx (wide) series, also the envelope of 222xx spherical roller bearings. */
export const SERIES_22 = [
  [25, 52, 18], [30, 62, 20], [35, 72, 23], [40, 80, 23], [45, 85, 23], [50, 90, 23], [55, 100, 25],
  [60, 110, 28], [65, 120, 31], [70, 125, 31], [75, 130, 31], [80, 140, 33], [85, 150, 36], [90, 160, 40],
  [95, 170, 43], [100, 180, 46],
] as const;

/** 23xx (wide) series, also the envelope of 223xx spherical roller bearings. */
export const SERIES_23 = [
  [25, 62, 24], [30, 72, 27], [35, 80, 31], [40, 90, 33], [45, 100, 36], [50, 110, 40], [55, 120, 43],
  [60, 130, 46], [65, 140, 48], [70, 150, 51], [75, 160, 55], [80, 170, 58], [85, 180, 60], [90, 190, 64],
  [95, 200, 67], [100, 215, 73],
] as const;

export const CYLINDRICAL_SIZES: readonly BearingSize[] = [
  ...series('2', SERIES_62.slice(5).map((s) => [s.d, s.D, s.B] as const)),
  ...series('3', SERIES_63.slice(5).map((s) => [s.d, s.D, s.B] as const)),
  ...series('22', SERIES_22),
  ...series('23', SERIES_23),
];

export const ANGULAR_SIZES: readonly BearingSize[] = [
  ...series('72', SERIES_62.map((s) => [s.d, s.D, s.B] as const)),
  ...series('73', SERIES_63.map((s) => [s.d, s.D, s.B] as const)),
];

export const SPHERICAL_SIZES: readonly BearingSize[] = [
  ...series('222', SERIES_22),
  ...series('223', SERIES_23),
  { code: '22222', d: 110, D: 200, B: 53 },
  { code: '22224', d: 120, D: 215, B: 58 },
  { code: '22226', d: 130, D: 230, B: 64 },
];

export const TAPERED_SIZES: readonly BearingSize[] = [
  ...series('302', [
    [17, 40, 13.25], [20, 47, 15.25], [25, 52, 16.25], [30, 62, 17.25], [35, 72, 18.25], [40, 80, 19.75],
    [45, 85, 20.75], [50, 90, 21.75], [55, 100, 22.75], [60, 110, 23.75], [65, 120, 24.75], [70, 125, 26.25],
    [75, 130, 27.25], [80, 140, 28.25],
  ]),
  ...series('303', [
    [20, 52, 16.25], [25, 62, 18.25], [30, 72, 20.75], [35, 80, 22.75], [40, 90, 25.25], [45, 100, 27.25],
    [50, 110, 29.25], [55, 120, 31.5], [60, 130, 33.5],
  ]),
  ...series('322', [
    [25, 52, 19.25], [30, 62, 21.25], [35, 72, 24.25], [40, 80, 24.75], [45, 85, 24.75], [50, 90, 24.75],
    [55, 100, 26.75], [60, 110, 29.75], [65, 120, 32.75], [70, 125, 33.25], [75, 130, 33.25], [80, 140, 35.25],
  ]),
];

/** Inch tapered roller bearing sets (cone/cup). */
export const TAPERED_INCH_SETS: readonly BearingSize[] = [
  { code: 'LM11749/LM11710', d: 17.462, D: 39.878, B: 13.843 },
  { code: 'LM11949/LM11910', d: 19.05, D: 45.237, B: 15.494 },
  { code: 'LM12749/LM12710', d: 21.986, D: 45.237, B: 15.494 },
  { code: 'L44649/L44610', d: 26.988, D: 50.292, B: 14.224 },
  { code: 'LM67048/LM67010', d: 31.75, D: 59.131, B: 15.875 },
  { code: 'L68149/L68111', d: 34.988, D: 59.974, B: 15.875 },
  { code: 'LM48548/LM48510', d: 34.925, D: 65.088, B: 18.034 },
  { code: 'HM88649/HM88610', d: 34.925, D: 72.233, B: 25.4 },
  { code: 'LM29749/LM29710', d: 38.1, D: 65.088, B: 18.034 },
  { code: '25580/25520', d: 44.45, D: 82.931, B: 23.812 },
  { code: '3782/3720', d: 44.45, D: 93.264, B: 30.163 },
  { code: 'HM212049/HM212011', d: 66.675, D: 122.238, B: 38.1 },
];

export const THRUST_SIZES: readonly BearingSize[] = [
  ...series('511', [
    [10, 24, 9], [12, 26, 9], [15, 28, 9], [17, 30, 9], [20, 35, 10], [25, 42, 11], [30, 47, 11],
    [35, 52, 12], [40, 60, 13], [45, 65, 14], [50, 70, 14],
  ]),
  ...series('512', [
    [10, 26, 11], [12, 28, 11], [15, 32, 12], [17, 35, 12], [20, 40, 14], [25, 47, 15], [30, 52, 16],
    [35, 62, 18], [40, 68, 19], [45, 73, 20], [50, 78, 22],
  ]),
];

/** Insert bearing units UC2xx: unit number and shaft diameter. */
export const INSERT_UNITS = [
  { code: '204', d: 20 }, { code: '205', d: 25 }, { code: '206', d: 30 }, { code: '207', d: 35 },
  { code: '208', d: 40 }, { code: '209', d: 45 }, { code: '210', d: 50 }, { code: '211', d: 55 },
  { code: '212', d: 60 }, { code: '213', d: 65 }, { code: '214', d: 70 }, { code: '215', d: 75 },
  { code: '216', d: 80 }, { code: '217', d: 85 }, { code: '218', d: 90 },
] as const;

/** KM lock nut sizes: number and thread. */
export const LOCK_NUT_SIZES = [
  { code: '4', thread: 'M20×1' }, { code: '5', thread: 'M25×1.5' }, { code: '6', thread: 'M30×1.5' },
  { code: '7', thread: 'M35×1.5' }, { code: '8', thread: 'M40×1.5' }, { code: '9', thread: 'M45×1.5' },
  { code: '10', thread: 'M50×1.5' }, { code: '11', thread: 'M55×2' }, { code: '12', thread: 'M60×2' },
  { code: '13', thread: 'M65×2' }, { code: '14', thread: 'M70×2' }, { code: '15', thread: 'M75×2' },
  { code: '16', thread: 'M80×2' }, { code: '17', thread: 'M85×2' }, { code: '18', thread: 'M90×2' },
  { code: '19', thread: 'M95×2' }, { code: '20', thread: 'M100×2' },
] as const;

/** Steel ring mass estimate in grams (about 60% of the solid annulus). */
export function bearingMassG(d: number, D: number, B: number): number {
  const volume = (Math.PI / 4) * (D * D - d * d) * B;
  return Math.max(5, Math.round(volume * 0.00785 * 0.6));
}
