/** The demo salon: its profile, services and stylists (photos ship in public/demo). */

export const DEMO_SALON = {
  name: 'Tress Studio',
  nameZh: 'Tress 美发沙龙',
  tagline: 'Hair, nails and skin, done beautifully',
  taglineZh: '美发、美甲与护肤，尽显精致',
  phone: '+65 6123 4567',
  email: 'hello@tress-studio.example',
  address: '12 Ann Siang Road, #02-01, Singapore 069692',
  currency: 'S$',
  allowPayAtSalon: false,
  paymentHoldMinutes: 15,
  reminderLeadMinutes: 1440,
};

/** The demo's promo codes: 10 % for anyone, 20 % on a customer's first visit. */
export const DEMO_PROMOTIONS = [
  { code: 'WELCOME10', percentOff: 10, firstVisitOnly: false },
  { code: 'FIRST20', percentOff: 20, firstVisitOnly: true },
] as const;

type DemoService = {
  slug: string;
  name: string;
  nameZh: string;
  description: string;
  descriptionZh: string;
  duration: number;
  price: number;
  categoryId: number;
};

export const demoServices: DemoService[] = [
  {
    slug: 'womens-cut',
    name: "Women's Cut & Blow-dry",
    nameZh: '女士剪发及吹造型',
    description: 'Consultation, wash, precision cut and a smooth blow-dry finish.',
    descriptionZh: '咨询、洗发、精剪及顺滑吹造型。',
    duration: 60,
    price: 68,
    categoryId: 1,
  },
  {
    slug: 'mens-cut',
    name: "Men's Cut",
    nameZh: '男士剪发',
    description: 'A sharp cut with wash and styling.',
    descriptionZh: '利落剪发，含洗发及造型。',
    duration: 30,
    price: 38,
    categoryId: 1,
  },
  {
    slug: 'colour',
    name: 'Full Colour',
    nameZh: '全头染发',
    description: 'Root-to-tip colour with a gloss treatment.',
    descriptionZh: '从发根到发尾的全头染色，含护色光泽护理。',
    duration: 90,
    price: 128,
    categoryId: 1,
  },
  {
    slug: 'balayage',
    name: 'Balayage',
    nameZh: '手刷挑染',
    description: 'Hand-painted highlights for a soft, sun-kissed look.',
    descriptionZh: '手绘挑染，打造自然柔和的光感。',
    duration: 120,
    price: 220,
    categoryId: 1,
  },
  {
    slug: 'keratin',
    name: 'Keratin Treatment',
    nameZh: '角蛋白护理',
    description: 'Smooths frizz and adds shine for up to three months.',
    descriptionZh: '抚平毛躁，光泽持久约三个月。',
    duration: 90,
    price: 180,
    categoryId: 1,
  },
  {
    slug: 'gel-manicure',
    name: 'Gel Manicure',
    nameZh: '凝胶美甲',
    description: 'Shaping, cuticle care and a long-wear gel colour.',
    descriptionZh: '修形、护理甘皮及持久凝胶上色。',
    duration: 45,
    price: 45,
    categoryId: 2,
  },
  {
    slug: 'pedicure',
    name: 'Classic Pedicure',
    nameZh: '经典足部护理',
    description: 'Soak, scrub, nail care and polish.',
    descriptionZh: '浸泡、去角质、修甲及涂色。',
    duration: 60,
    price: 55,
    categoryId: 2,
  },
  {
    slug: 'nail-art',
    name: 'Nail Art (10 nails)',
    nameZh: '美甲彩绘（十指）',
    description: 'Hand-painted designs on top of your colour.',
    descriptionZh: '在底色上手绘图案。',
    duration: 30,
    price: 30,
    categoryId: 2,
  },
  {
    slug: 'facial',
    name: 'Signature Facial',
    nameZh: '招牌面部护理',
    description: 'Deep cleanse, exfoliation, mask and massage.',
    descriptionZh: '深层清洁、去角质、面膜及按摩。',
    duration: 60,
    price: 98,
    categoryId: 3,
  },
  {
    slug: 'hydrating-facial',
    name: 'Hydrating Facial',
    nameZh: '补水面部护理',
    description: 'A moisture boost for tired or dry skin.',
    descriptionZh: '为疲惫或干燥的肌肤深层补水。',
    duration: 45,
    price: 78,
    categoryId: 3,
  },
  {
    slug: 'brows',
    name: 'Brow Shaping',
    nameZh: '修眉塑形',
    description: 'Wax, tweeze and tint to frame your face.',
    descriptionZh: '蜜蜡、拔眉及染眉，修饰脸型。',
    duration: 30,
    price: 28,
    categoryId: 4,
  },
  {
    slug: 'lash-lift',
    name: 'Lash Lift & Tint',
    nameZh: '睫毛翘卷及染色',
    description: 'Lifted, darker lashes for six weeks.',
    descriptionZh: '睫毛卷翘浓密，持续约六周。',
    duration: 60,
    price: 75,
    categoryId: 4,
  },
  {
    slug: 'makeup',
    name: 'Event Makeup',
    nameZh: '活动妆容',
    description: 'Full makeup for a wedding, party or photo shoot.',
    descriptionZh: '适合婚礼、派对或拍摄的全妆。',
    duration: 60,
    price: 120,
    categoryId: 4,
  },
];

type DemoStylist = {
  slug: string;
  name: string;
  email: string;
  phone: string;
  specialty: string;
  specialtyZh: string;
  years: number;
  /** [service slug, price difference from the service's base price] */
  services: [string, number][];
};

export const demoStylists: DemoStylist[] = [
  {
    slug: 'mei',
    name: 'Mei Lin',
    email: 'mei@tress.salon',
    phone: '81230001',
    specialty: 'Colour, Balayage, Cuts',
    specialtyZh: '染发、手刷挑染、剪发',
    years: 9,
    services: [
      ['womens-cut', 10],
      ['colour', 12],
      ['balayage', 30],
      ['keratin', 0],
      ['mens-cut', 0],
    ],
  },
  {
    slug: 'daniel',
    name: 'Daniel Tan',
    email: 'daniel@tress.salon',
    phone: '81230002',
    specialty: "Men's cuts, Styling",
    specialtyZh: '男士剪发、造型',
    years: 6,
    services: [
      ['mens-cut', 0],
      ['womens-cut', 0],
      ['keratin', -10],
    ],
  },
  {
    slug: 'aisha',
    name: 'Aisha Rahman',
    email: 'aisha@tress.salon',
    phone: '81230003',
    specialty: 'Nails, Nail art',
    specialtyZh: '美甲、美甲彩绘',
    years: 5,
    services: [
      ['gel-manicure', 0],
      ['pedicure', 0],
      ['nail-art', 0],
      ['brows', 0],
    ],
  },
  {
    slug: 'sofia',
    name: 'Sofia Marquez',
    email: 'sofia@tress.salon',
    phone: '81230004',
    specialty: 'Skincare, Facials',
    specialtyZh: '护肤、面部护理',
    years: 8,
    services: [
      ['facial', 0],
      ['hydrating-facial', 0],
      ['brows', 4],
      ['lash-lift', 0],
    ],
  },
  {
    slug: 'kenji',
    name: 'Kenji Watanabe',
    email: 'kenji@tress.salon',
    phone: '81230005',
    specialty: 'Cuts, Colour',
    specialtyZh: '剪发、染发',
    years: 12,
    services: [
      ['womens-cut', 20],
      ['mens-cut', 10],
      ['colour', 20],
      ['balayage', 40],
    ],
  },
  {
    slug: 'priya',
    name: 'Priya Nair',
    email: 'priya@tress.salon',
    phone: '81230006',
    specialty: 'Makeup, Brows, Lashes',
    specialtyZh: '化妆、修眉、睫毛',
    years: 7,
    services: [
      ['makeup', 0],
      ['brows', 0],
      ['lash-lift', 5],
      ['gel-manicure', 5],
    ],
  },
];
