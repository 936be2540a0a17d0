// Word lists for real-looking generated names. Combined deterministically by the seeded PRNG.

export const BRAND_FIRST = [
  'Golden', 'Pacific', 'Highland', 'Emerald', 'Velvet', 'Humble', 'Wild', 'Northern', 'Copper', 'Solstice',
  'Lucky', 'Blue', 'True', 'Coastal', 'Urban', 'Sunday', 'Rolling', 'Silver', 'Kind', 'Cedar',
  'Honest', 'Mountain', 'Little', 'Electric', 'Canyon', 'Desert', 'Garden', 'Royal', 'Mellow', 'Good',
];
export const BRAND_SECOND = [
  'Leaf', 'Farms', 'Botanicals', 'Extracts', 'Roots', 'Collective', 'Labs', 'Growers', 'Harvest', 'Reserve',
  'Gardens', 'Craft', 'Kitchen', 'Supply', 'Cultivation', 'Bloom', 'Ridge', 'Valley', 'Co.', 'Naturals',
];
export const BRAND_LINES = ['Reserve', 'Classic', 'Live Line', 'Small Batch', 'Everyday', 'Signature', 'Lite'];

export const STRAIN_FIRST = [
  'Blue', 'Sour', 'Purple', 'Lemon', 'Cherry', 'Grape', 'Golden', 'Northern', 'Super', 'Strawberry',
  'Mango', 'Tangie', 'Wedding', 'Gelato', 'Pineapple', 'Jack', 'Granddaddy', 'Maui', 'Skunk', 'Blueberry',
  'Apple', 'Durban', 'Garlic', 'Ice Cream', 'Orange', 'Banana', 'Peach', 'Cookies', 'Mint', 'Candy',
];
export const STRAIN_SECOND = [
  'Dream', 'Diesel', 'Haze', 'Kush', 'Cookies', 'Cake', 'OG', 'Lights', 'Runtz', 'Punch',
  'Glue', 'Sherbet', 'Wowie', 'Fritter', 'Zkittlez', 'Breath', 'Widow', 'Poison', 'Express', 'Mintz',
];

export const KIND_NOUNS: Record<string, string[]> = {
  flower: ['Flower', 'Smalls', 'Premium Flower', 'Shake'],
  'pre-roll': ['Pre-Roll', 'Pre-Roll 5-Pack', 'Infused Pre-Roll', 'Mini Dogwalkers'],
  extract: ['Live Resin', 'Shatter', 'Badder', 'Live Rosin', 'Diamonds', 'Sugar'],
  vape: ['Cartridge', 'Disposable Vape', 'Live Resin Cart', 'All-in-One Pod'],
  edible: ['Gummies', 'Chocolate Bar', 'Sparkling Soda', 'Mints', 'Caramels', 'Cookies'],
  tincture: ['Tincture', 'Drops', 'Sublingual Spray'],
  topical: ['Relief Balm', 'Body Lotion', 'Transdermal Patch', 'Bath Soak'],
  gear: ['Glass Pipe', 'Grinder', 'Rolling Papers', '510 Battery', 'Rolling Tray'],
  merch: ['Logo Tee', 'Dad Hat', 'Hoodie', 'Lighter', 'Tote Bag'],
  grow: ['Feminized Seeds', 'Clone', 'Autoflower Seeds', 'Soil Blend'],
};

export const ROOT_SUBTYPES: Record<string, string[]> = {
  flower: ['premium', 'smalls', 'shake'],
  'pre-roll': ['singles', 'packs', 'infused'],
  extract: ['live resin', 'shatter', 'badder', 'rosin', 'diamonds'],
  vape: ['cartridges', 'disposables', 'pods'],
  edible: ['gummies', 'chocolates', 'beverages', 'baked goods', 'candy'],
  tincture: ['drops', 'sprays'],
  topical: ['balms', 'lotions', 'patches'],
  gear: ['pipes', 'grinders', 'papers', 'batteries'],
  merch: ['apparel', 'accessories'],
  grow: ['seeds', 'clones', 'soil'],
};

// 000 §3 facets: feelings and activities; effects and flavors are { id, title, value }.
export const FEELINGS = ['Relaxed', 'Happy', 'Euphoric', 'Uplifted', 'Creative', 'Energetic', 'Focused', 'Sleepy', 'Hungry', 'Giggly'];
export const ACTIVITIES = ['Get relief', 'Stay productive', 'Get creative', 'Get some sleep', 'Be social', 'Get active', 'Chill out'];
export const FLAVORS = ['Earthy', 'Citrus', 'Sweet', 'Pine', 'Berry', 'Diesel', 'Spicy', 'Floral', 'Tropical', 'Grape', 'Mint', 'Vanilla'];
export const TERPENES = ['Myrcene', 'Limonene', 'Caryophyllene', 'Linalool', 'Pinene', 'Humulene', 'Terpinolene', 'Ocimene', 'Bisabolol'];
export const ALLERGENS = ['Milk', 'Soy', 'Wheat', 'Tree nuts', 'Peanuts', 'Eggs'];
export const INGREDIENTS = ['Cane sugar', 'Pectin', 'Citric acid', 'Natural flavors', 'Cocoa butter', 'MCT oil', 'Coconut oil', 'Shea butter'];
export const REVIEW_NICKNAMES = [
  'greenthumb', 'mellowfellow', 'kushqueen', 'sativasam', 'nightowl', 'trailrunner', 'couchchef', 'budbuddy',
  'hazyhannah', 'calmcarl', 'dankdan', 'leafylou', 'terpnerd', 'chillbill', 'sunnysue', 'pinepaul',
];
export const REVIEW_COMMENTS = [
  'Smooth and flavorful, exactly as described.',
  'Great for winding down after work.',
  'A little harsh for me but the effects were solid.',
  'Tastes amazing. Will buy again.',
  'Helped with my back pain without knocking me out.',
  'Perfect for a creative afternoon.',
  'Not my favorite, too strong for daytime.',
  'Consistent quality every time.',
  'Staff recommended it and they were right.',
  'Good value for the price.',
];
