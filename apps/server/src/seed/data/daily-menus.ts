import type { SeedDailyMenu } from './types.ts';

/** Tuesday to Sunday: the restaurant is closed on Mondays. */
export const dailyMenus: SeedDailyMenu[] = [
  {
    items: [
      {
        name: {
          hu: 'Paradicsomleves betűtésztával',
          en: 'Tomato soup with alphabet pasta',
          de: 'Tomatensuppe mit Buchstabennudeln',
        },
        description: {
          hu: 'Édeskés, bazsalikomos paradicsomleves betűtésztával.',
          en: 'Sweet, basil-scented tomato soup with alphabet pasta.',
          de: 'Fruchtig-süße Tomatensuppe mit Basilikum und Buchstabennudeln.',
        },
        price: 1290,
        allergens: ['gluten', 'eggs', 'celery'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Fasírt hagymás tört burgonyával',
          en: 'Hungarian meat patties with crushed onion potatoes',
          de: 'Fleischlaibchen mit Zwiebel-Kartoffelstampf',
        },
        description: {
          hu: 'Fokhagymás, majoránnás fasírt vajas tört burgonyával és pirított hagymával.',
          en: 'Meat patties seasoned with garlic and marjoram, served with buttery potatoes crushed with fried onions.',
          de: 'Fleischlaibchen mit Knoblauch und Majoran, dazu Kartoffelstampf mit Butter und Röstzwiebeln.',
        },
        price: 2590,
        allergens: ['gluten', 'eggs', 'milk'],
      },
    ],
  },
  {
    items: [
      {
        name: {
          hu: 'Csontleves cérnametélttel',
          en: 'Beef broth with vermicelli',
          de: 'Rinderkraftbrühe mit Fadennudeln',
        },
        description: {
          hu: 'Marhacsontból lassan főzött, tiszta leves zöldségekkel és házi cérnametélttel.',
          en: 'Clear broth slowly simmered from beef bones, with vegetables and homemade vermicelli.',
          de: 'Klare, langsam gekochte Rinderknochenbrühe mit Gemüse und hausgemachten Fadennudeln.',
        },
        price: 1290,
        allergens: ['gluten', 'eggs', 'celery'],
      },
      {
        name: { hu: 'Székelykáposzta', en: 'Székely goulash', de: 'Szeklergulasch' },
        description: {
          hu: 'Savanyú káposztával összefőzött sertéspörkölt, tejföllel tálalva.',
          en: 'Pork stew cooked with sauerkraut and served with sour cream.',
          de: 'Schweinegulasch mit Sauerkraut, serviert mit Sauerrahm.',
        },
        price: 2790,
        allergens: ['gluten', 'milk'],
      },
      {
        name: {
          hu: 'Tökfőzelék tükörtojással',
          en: 'Creamy dill marrow with fried egg',
          de: 'Dillkürbis mit Spiegelei',
        },
        description: {
          hu: 'Kapros, tejfölös tökfőzelék tükörtojással és friss kenyérrel.',
          en: 'Shredded marrow in a creamy dill and sour cream sauce, with a fried egg and fresh bread.',
          de: 'Geraspelter Kürbis in cremiger Dill-Sauerrahm-Sauce mit Spiegelei und frischem Brot.',
        },
        price: 2290,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
  {
    items: [
      {
        name: { hu: 'Gombakrémleves', en: 'Cream of mushroom soup', de: 'Champignoncremesuppe' },
        description: {
          hu: 'Bársonyos csiperkegomba-krémleves friss petrezselyemmel.',
          en: 'Velvety cream of mushroom soup with fresh parsley.',
          de: 'Samtige Champignoncremesuppe mit frischer Petersilie.',
        },
        price: 1390,
        allergens: ['gluten', 'milk', 'celery'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Bakonyi sertésszelet galuskával',
          en: 'Bakony-style pork with galuska dumplings',
          de: 'Schweineschnitzel Bakony-Art mit Nockerln',
        },
        description: {
          hu: 'Omlós sertésszelet gombás, tejfölös paprikás mártásban, házi galuskával.',
          en: 'Tender pork escalope in a creamy mushroom, paprika and sour cream sauce, with homemade galuska.',
          de: 'Zartes Schweineschnitzel in cremiger Pilz-Paprika-Sauerrahm-Sauce mit hausgemachten Nockerln.',
        },
        price: 2890,
        allergens: ['gluten', 'eggs', 'milk'],
      },
    ],
  },
  {
    items: [
      {
        name: {
          hu: 'Bajai halászlé gyufatésztával',
          en: 'Baja fish soup with pasta',
          de: 'Bajaer Fischsuppe mit Nudeln',
        },
        description: {
          hu: 'Bajai módra főzött pontyhalászlé vékony gyufatésztával.',
          en: 'Paprika carp soup made the Baja way, served with thin noodles.',
          de: 'Paprika-Karpfensuppe nach Bajaer Art mit dünnen Nudeln.',
        },
        price: 1890,
        allergens: ['fish', 'gluten', 'eggs'],
        dietTags: ['spicy'],
      },
      {
        name: {
          hu: 'Rántott harcsafalatok tartármártással',
          en: 'Breaded catfish bites with tartare sauce',
          de: 'Panierte Welshappen mit Sauce tartare',
        },
        description: {
          hu: 'Ropogós harcsafalatok házi tartármártással és petrezselymes burgonyával.',
          en: 'Crisp catfish bites with homemade tartare sauce and parsley potatoes.',
          de: 'Knusprige Welshappen mit hausgemachter Sauce tartare und Petersilienkartoffeln.',
        },
        price: 3190,
        allergens: ['fish', 'gluten', 'eggs', 'milk', 'mustard'],
      },
      {
        name: {
          hu: 'Túrós csusza',
          en: 'Túrós csusza (pasta with curd cheese)',
          de: 'Topfennudeln (Túrós csusza)',
        },
        description: {
          hu: 'Széles metélt friss túróval és tejföllel, húsmentes pénteki kedvenc.',
          en: 'Broad noodles with fresh curd cheese and sour cream, a meat-free Friday favourite.',
          de: 'Bandnudeln mit frischem Topfen und Sauerrahm, ein fleischloser Freitagsklassiker.',
        },
        price: 2190,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
  {
    items: [
      {
        name: {
          hu: 'Tárkonyos csirkeraguleves',
          en: 'Chicken ragout soup with tarragon',
          de: 'Hühnerragoutsuppe mit Estragon',
        },
        description: {
          hu: 'Krémes csirkeraguleves zöldségekkel és friss tárkonnyal.',
          en: 'Creamy chicken ragout soup with vegetables and fresh tarragon.',
          de: 'Cremige Hühnerragoutsuppe mit Gemüse und frischem Estragon.',
        },
        price: 1490,
        allergens: ['gluten', 'milk', 'celery'],
      },
      {
        name: {
          hu: 'Vadas marhahús zsemlegombóccal',
          en: 'Beef in vadas sauce with bread dumplings',
          de: 'Rindfleisch in Vadas-Sauce mit Semmelknödeln',
        },
        description: {
          hu: 'Puhára párolt marhahús tejszínes, mustáros vadasmártásban, házi zsemlegombóccal.',
          en: 'Tender braised beef in a creamy root vegetable and mustard sauce, with homemade bread dumplings.',
          de: 'Zart geschmortes Rindfleisch in cremiger Wurzelgemüse-Senf-Sauce mit hausgemachten Semmelknödeln.',
        },
        price: 3290,
        allergens: ['gluten', 'eggs', 'milk', 'celery', 'mustard'],
      },
    ],
  },
  {
    items: [
      {
        name: {
          hu: 'Húsleves csigatésztával',
          en: 'Beef and chicken broth with csiga pasta',
          de: 'Fleischsuppe mit Schneckennudeln',
        },
        description: {
          hu: 'Vasárnapi húsleves marhából és tyúkból, zöldségekkel és házi csigatésztával.',
          en: 'Traditional Sunday broth of beef and hen, with vegetables and hand-rolled csiga pasta.',
          de: 'Traditionelle Sonntagssuppe von Rind und Huhn mit Gemüse und handgerollten Schneckennudeln.',
        },
        price: 1490,
        allergens: ['gluten', 'eggs', 'celery'],
      },
      {
        name: {
          hu: 'Rántott csirkecomb rizibizivel',
          en: 'Breaded chicken leg with rice and peas',
          de: 'Panierte Hühnerkeule mit Erbsenreis',
        },
        description: {
          hu: 'Ropogósra rántott, kicsontozott csirkecomb zöldborsós rizzsel.',
          en: 'Boneless chicken leg fried in a crisp crumb, with rice and green peas.',
          de: 'Knusprig panierte, entbeinte Hühnerkeule mit Erbsenreis.',
        },
        price: 2890,
        allergens: ['gluten', 'eggs'],
      },
      {
        name: {
          hu: 'Fokhagymás sült sertéskaraj',
          en: 'Roast pork loin with garlic',
          de: 'Schweinebraten mit Knoblauch',
        },
        description: {
          hu: 'Fokhagymás-köményes sült sertéskaraj hagymás tört burgonyával.',
          en: 'Roast pork loin with garlic and caraway, served with crushed onion potatoes.',
          de: 'Schweinekarreebraten mit Knoblauch und Kümmel, dazu Kartoffelstampf mit Röstzwiebeln.',
        },
        price: 2990,
        allergens: ['milk'],
      },
    ],
  },
];
