import type { SeedDrinkCategory } from './types.ts';

export const drinkCategories: SeedDrinkCategory[] = [
  {
    name: {
      hu: 'Üdítők és ásványvizek',
      en: 'Soft drinks and mineral water',
      de: 'Erfrischungsgetränke und Mineralwasser',
    },
    drinks: [
      {
        name: {
          hu: 'Szentkirályi ásványvíz',
          en: 'Szentkirályi mineral water',
          de: 'Szentkirályi Mineralwasser',
        },
        description: {
          hu: 'Természetes ásványvíz szénsavval vagy szénsavmentesen.',
          en: 'Natural mineral water, sparkling or still.',
          de: 'Natürliches Mineralwasser, mit oder ohne Kohlensäure.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '0,33 l', en: '0.33 l', de: '0,33 l' }, price: 890 },
          { quantity: { hu: '0,75 l', en: '0.75 l', de: '0,75 l' }, price: 1690 },
        ],
      },
      {
        name: { hu: 'Házi limonádé', en: 'Homemade lemonade', de: 'Hausgemachte Limonade' },
        description: {
          hu: 'Frissen facsart citromból, mentával vagy bodzával.',
          en: 'Made with freshly squeezed lemons, with mint or elderflower.',
          de: 'Aus frisch gepressten Zitronen, mit Minze oder Holunderblüte.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '0,4 l', en: '0.4 l', de: '0,4 l' }, price: 1390 },
          { quantity: { hu: '1 kancsó (1 l)', en: 'Jug (1 l)', de: 'Karaffe (1 l)' }, price: 3290 },
        ],
      },
      {
        name: {
          hu: 'Frissen facsart narancslé',
          en: 'Freshly squeezed orange juice',
          de: 'Frisch gepresster Orangensaft',
        },
        description: null,
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '0,2 l', en: '0.2 l', de: '0,2 l' }, price: 1390 },
          { quantity: { hu: '0,3 l', en: '0.3 l', de: '0,3 l' }, price: 1890 },
        ],
      },
      {
        name: { hu: 'Coca-Cola', en: 'Coca-Cola', de: 'Coca-Cola' },
        description: null,
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [{ quantity: { hu: '0,33 l', en: '0.33 l', de: '0,33 l' }, price: 890 }],
      },
    ],
  },
  {
    name: { hu: 'Kávé és tea', en: 'Coffee and tea', de: 'Kaffee und Tee' },
    drinks: [
      {
        name: { hu: 'Eszpresszó', en: 'Espresso', de: 'Espresso' },
        description: {
          hu: 'Frissen őrölt kávé egy kis budapesti pörkölő babjaiból.',
          en: 'Freshly ground from beans roasted by a small Budapest roastery.',
          de: 'Frisch gemahlen aus Bohnen einer kleinen Budapester Rösterei.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: 'Szimpla', en: 'Single', de: 'Einfach' }, price: 790 },
          { quantity: { hu: 'Dupla', en: 'Double', de: 'Doppelt' }, price: 1190 },
        ],
      },
      {
        name: { hu: 'Cappuccino', en: 'Cappuccino', de: 'Cappuccino' },
        description: {
          hu: 'Eszpresszó selymes tejhabbal.',
          en: 'Espresso topped with silky steamed milk foam.',
          de: 'Espresso mit seidigem Milchschaum.',
        },
        allergens: ['milk'],
        dietTags: ['vegetarian'],
        variants: [{ quantity: { hu: '1 csésze', en: 'Cup', de: 'Tasse' }, price: 1090 }],
      },
      {
        name: { hu: 'Szálas teák', en: 'Loose-leaf teas', de: 'Lose Tees' },
        description: {
          hu: 'Fekete, zöld, gyümölcs- vagy gyógynövénytea, mézzel és citrommal.',
          en: 'Black, green, fruit or herbal tea, served with honey and lemon.',
          de: 'Schwarzer, grüner, Früchte- oder Kräutertee, serviert mit Honig und Zitrone.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian'],
        variants: [
          {
            quantity: { hu: '1 kanna (4 dl)', en: 'Pot (400 ml)', de: 'Kanne (0,4 l)' },
            price: 1190,
          },
        ],
      },
    ],
  },
  {
    name: { hu: 'Sörök', en: 'Beers', de: 'Biere' },
    drinks: [
      {
        name: {
          hu: 'Soproni világos (csapolt)',
          en: 'Soproni lager (draught)',
          de: 'Soproni Helles (vom Fass)',
        },
        description: {
          hu: 'Friss, könnyed magyar világos sör.',
          en: 'Crisp, easy-drinking Hungarian lager.',
          de: 'Frisches, süffiges ungarisches Lagerbier.',
        },
        allergens: ['gluten'],
        variants: [
          { quantity: { hu: '0,3 l', en: '0.3 l', de: '0,3 l' }, price: 890 },
          { quantity: { hu: '0,5 l', en: '0.5 l', de: '0,5 l' }, price: 1290 },
        ],
      },
      {
        name: { hu: 'Dreher Bak', en: 'Dreher Bak dark bock', de: 'Dreher Bak (dunkles Bockbier)' },
        description: {
          hu: 'Testes, karamellás jegyű barna bak sör.',
          en: 'Full-bodied dark bock with notes of caramel.',
          de: 'Vollmundiges dunkles Bockbier mit Karamellnoten.',
        },
        allergens: ['gluten'],
        variants: [
          {
            quantity: { hu: '0,5 l (üveges)', en: '0.5 l (bottle)', de: '0,5 l (Flasche)' },
            price: 1390,
          },
        ],
      },
      {
        name: {
          hu: 'Alkoholmentes világos sör',
          en: 'Alcohol-free lager',
          de: 'Alkoholfreies Bier',
        },
        description: null,
        allergens: ['gluten'],
        variants: [
          {
            quantity: { hu: '0,5 l (üveges)', en: '0.5 l (bottle)', de: '0,5 l (Flasche)' },
            price: 1190,
          },
        ],
      },
    ],
  },
  {
    name: { hu: 'Borok', en: 'Wines', de: 'Weine' },
    drinks: [
      {
        name: {
          hu: 'Badacsonyi Olaszrizling',
          en: 'Badacsony Olaszrizling',
          de: 'Badacsonyer Welschriesling',
        },
        description: {
          hu: 'Ásványos fehérbor Badacsony vulkanikus lejtőiről, jellegzetes keserűmandulás lecsengéssel.',
          en: 'Mineral white from the volcanic slopes of Badacsony, with a characteristic bitter almond finish.',
          de: 'Mineralischer Weißwein von den Vulkanhängen des Badacsony mit typischem Bittermandelton im Abgang.',
        },
        allergens: ['sulphites'],
        variants: [
          {
            quantity: { hu: '1 pohár (1,5 dl)', en: 'Glass (150 ml)', de: 'Glas (0,15 l)' },
            price: 1490,
          },
          {
            quantity: { hu: '1 üveg (0,75 l)', en: 'Bottle (0.75 l)', de: 'Flasche (0,75 l)' },
            price: 6490,
          },
        ],
      },
      {
        name: { hu: 'Szekszárdi rozé', en: 'Szekszárd rosé', de: 'Szekszárder Rosé' },
        description: {
          hu: 'Friss, élénk rozé eper- és málnaillattal.',
          en: 'Fresh, lively rosé with aromas of strawberry and raspberry.',
          de: 'Frischer, lebendiger Rosé mit Aromen von Erdbeere und Himbeere.',
        },
        allergens: ['sulphites'],
        variants: [
          {
            quantity: { hu: '1 pohár (1,5 dl)', en: 'Glass (150 ml)', de: 'Glas (0,15 l)' },
            price: 1390,
          },
          {
            quantity: { hu: '1 üveg (0,75 l)', en: 'Bottle (0.75 l)', de: 'Flasche (0,75 l)' },
            price: 5990,
          },
        ],
      },
      {
        name: {
          hu: 'Villányi Portugieser',
          en: 'Villány Portugieser',
          de: 'Villányer Portugieser',
        },
        description: {
          hu: 'Könnyed, gyümölcsös vörösbor, fiatalon a legjobb.',
          en: 'Light, fruity red, at its best when young.',
          de: 'Leichter, fruchtiger Rotwein, jung am besten.',
        },
        allergens: ['sulphites'],
        variants: [
          {
            quantity: { hu: '1 pohár (1,5 dl)', en: 'Glass (150 ml)', de: 'Glas (0,15 l)' },
            price: 1490,
          },
          {
            quantity: { hu: '1 üveg (0,75 l)', en: 'Bottle (0.75 l)', de: 'Flasche (0,75 l)' },
            price: 6490,
          },
        ],
      },
      {
        name: {
          hu: 'Egri Bikavér',
          en: "Egri Bikavér (Bull's Blood of Eger)",
          de: 'Egri Bikavér (Erlauer Stierblut)',
        },
        description: {
          hu: 'Testes, fűszeres egri vörösbor-házasítás érett meggyes jegyekkel.',
          en: 'Full-bodied, spicy red blend from Eger with notes of ripe sour cherry.',
          de: 'Vollmundige, würzige Rotwein-Cuvée aus Eger mit Noten reifer Sauerkirschen.',
        },
        allergens: ['sulphites'],
        variants: [
          {
            quantity: { hu: '1 pohár (1,5 dl)', en: 'Glass (150 ml)', de: 'Glas (0,15 l)' },
            price: 1690,
          },
          {
            quantity: { hu: '1 üveg (0,75 l)', en: 'Bottle (0.75 l)', de: 'Flasche (0,75 l)' },
            price: 7490,
          },
        ],
      },
      {
        name: {
          hu: 'Tokaji Aszú 5 puttonyos',
          en: 'Tokaji Aszú 5 puttonyos',
          de: 'Tokajer Aszú 5 Puttonyos',
        },
        description: {
          hu: 'Nemesen édes tokaji bor sárgabarack, méz és narancshéj jegyeivel.',
          en: 'Noble sweet wine from Tokaj with notes of apricot, honey and orange peel.',
          de: 'Edelsüßer Tokajer mit Noten von Aprikose, Honig und Orangenschale.',
        },
        allergens: ['sulphites'],
        variants: [
          { quantity: { hu: '1 dl', en: '100 ml', de: '0,1 l' }, price: 2990 },
          {
            quantity: { hu: '1 üveg (0,5 l)', en: 'Bottle (0.5 l)', de: 'Flasche (0,5 l)' },
            price: 18990,
          },
        ],
      },
    ],
  },
  {
    name: { hu: 'Pálinkák és likőrök', en: 'Pálinka and liqueurs', de: 'Pálinka und Liköre' },
    drinks: [
      {
        name: {
          hu: 'Szatmári szilvapálinka',
          en: 'Szatmár plum pálinka',
          de: 'Szatmárer Pflaumen-Pálinka',
        },
        description: {
          hu: 'Kerek, gyümölcsös pálinka érett szatmári szilvából.',
          en: 'Rounded, fruity pálinka distilled from ripe Szatmár plums.',
          de: 'Runder, fruchtiger Pálinka aus reifen Szatmárer Pflaumen.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '2 cl', en: '20 ml', de: '2 cl' }, price: 1090 },
          { quantity: { hu: '4 cl', en: '40 ml', de: '4 cl' }, price: 1890 },
        ],
      },
      {
        name: {
          hu: 'Kecskeméti barackpálinka',
          en: 'Kecskemét apricot pálinka',
          de: 'Kecskeméter Aprikosen-Pálinka',
        },
        description: {
          hu: 'Illatos kajszibarack-pálinka a Kecskemét környéki gyümölcsösökből.',
          en: 'Fragrant apricot pálinka from the orchards around Kecskemét.',
          de: 'Duftender Aprikosen-Pálinka aus den Obstgärten rund um Kecskemét.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '2 cl', en: '20 ml', de: '2 cl' }, price: 1190 },
          { quantity: { hu: '4 cl', en: '40 ml', de: '4 cl' }, price: 1990 },
        ],
      },
      {
        name: {
          hu: 'Vilmoskörte-pálinka',
          en: 'Williams pear pálinka',
          de: 'Williamsbirnen-Pálinka',
        },
        description: {
          hu: 'Lágy, illatos pálinka érett vilmoskörtéből.',
          en: 'Smooth, aromatic pálinka made from ripe Williams pears.',
          de: 'Milder, aromatischer Pálinka aus reifen Williamsbirnen.',
        },
        allergensDeclared: true,
        dietTags: ['vegetarian', 'vegan'],
        variants: [
          { quantity: { hu: '2 cl', en: '20 ml', de: '2 cl' }, price: 1190 },
          { quantity: { hu: '4 cl', en: '40 ml', de: '4 cl' }, price: 1990 },
        ],
      },
      {
        // Its recipe of herbs is the maker's secret, so its allergens are left to the staff.
        name: { hu: 'Zwack Unicum', en: 'Zwack Unicum', de: 'Zwack Unicum' },
        description: {
          hu: 'Több mint negyven gyógynövényből készült, tölgyfahordóban érlelt legendás keserűlikőr.',
          en: 'The legendary herbal bitter liqueur, made from more than forty herbs and aged in oak casks.',
          de: 'Der legendäre Kräuterbitterlikör aus über vierzig Kräutern, im Eichenfass gereift.',
        },
        variants: [{ quantity: { hu: '4 cl', en: '40 ml', de: '4 cl' }, price: 1490 }],
      },
    ],
  },
];
