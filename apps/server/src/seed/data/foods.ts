import type { SeedFoodCategory } from './types.ts';

export const foodCategories: SeedFoodCategory[] = [
  {
    name: { hu: 'Levesek', en: 'Soups', de: 'Suppen' },
    foods: [
      {
        name: { hu: 'Gulyásleves', en: 'Goulash soup', de: 'Gulaschsuppe' },
        description: {
          hu: 'Lassan főtt, gazdag marhahúsos gulyásleves burgonyával, gyökérzöldségekkel és házi csipetkével.',
          en: 'Hearty slow-cooked beef goulash soup with potatoes, root vegetables and homemade csipetke pasta.',
          de: 'Kräftige, langsam gekochte Rindergulaschsuppe mit Kartoffeln, Wurzelgemüse und hausgemachten Zupfnockerln.',
        },
        price: 2990,
        allergens: ['gluten', 'eggs', 'celery'],
      },
      {
        name: {
          hu: 'Szegedi halászlé',
          en: 'Szeged fish soup (halászlé)',
          de: 'Szegediner Fischsuppe (Halászlé)',
        },
        description: {
          hu: 'Tüzes halászlé sűrű, átpasszírozott pontyalaplével, szálkamentes pontyfilével és friss erős paprikával.',
          en: 'Spicy paprika fish soup made with a rich strained carp stock, boneless carp fillet and fresh hot peppers.',
          de: 'Scharfe Paprika-Fischsuppe aus passiertem Karpfenfond mit grätenfreiem Karpfenfilet und frischen scharfen Peperoni.',
        },
        price: 3490,
        allergens: ['fish'],
        dietTags: ['spicy'],
      },
      {
        name: { hu: 'Jókai bableves', en: 'Jókai bean soup', de: 'Jókai-Bohnensuppe' },
        description: {
          hu: 'Tartalmas tarkabableves füstölt csülökkel, kolbásszal, csipetkével és egy kanál tejföllel.',
          en: 'Hearty bean soup with smoked ham hock, paprika sausage, csipetke pasta and a spoonful of sour cream.',
          de: 'Deftige Bohnensuppe mit geräucherter Schweinshaxe, Paprikawurst, Zupfnockerln und einem Klecks Sauerrahm.',
        },
        price: 2790,
        allergens: ['gluten', 'eggs', 'milk', 'celery'],
      },
      {
        name: {
          hu: 'Hideg meggyleves',
          en: 'Chilled sour cherry soup',
          de: 'Kalte Sauerkirschsuppe',
        },
        description: {
          hu: 'Bársonyos, fahéjjal és szegfűszeggel fűszerezett tejszínes meggyleves, jól behűtve.',
          en: 'Velvety sour cherry soup with cream, gently spiced with cinnamon and cloves and served well chilled.',
          de: 'Samtige Sauerkirschsuppe mit Sahne, fein gewürzt mit Zimt und Nelken und gut gekühlt serviert.',
        },
        price: 2290,
        allergens: ['gluten', 'milk'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Újházi tyúkhúsleves', en: 'Újházi chicken soup', de: 'Újházi-Hühnersuppe' },
        description: {
          hu: 'Lassan gyöngyöztetett tyúkhúsleves főtt hússal, gyökérzöldségekkel, gombával, zöldborsóval és házi cérnametélttel.',
          en: 'Slowly simmered hen broth with tender meat, root vegetables, mushrooms, peas and homemade vermicelli.',
          de: 'Langsam gezogene Hühnerbrühe mit zartem Fleisch, Wurzelgemüse, Pilzen, Erbsen und hausgemachten Fadennudeln.',
        },
        price: 2490,
        allergens: ['gluten', 'eggs', 'celery'],
      },
    ],
  },
  {
    name: { hu: 'Előételek', en: 'Starters', de: 'Vorspeisen' },
    foods: [
      {
        name: { hu: 'Sült libamáj', en: 'Pan-seared goose foie gras', de: 'Gebratene Gänseleber' },
        description: {
          hu: 'Serpenyőben sütött libamáj karamellizált almával, tokaji aszús redukcióval és pirított kaláccsal.',
          en: 'Seared goose foie gras with caramelised apple, a Tokaji Aszú reduction and toasted brioche.',
          de: 'Gebratene Gänseleber mit karamellisiertem Apfel, Tokajer-Aszú-Reduktion und geröstetem Brioche.',
        },
        price: 7490,
        allergens: ['gluten', 'eggs', 'milk', 'sulphites'],
      },
      {
        name: {
          hu: 'Hortobágyi húsos palacsinta',
          en: 'Hortobágy pancake',
          de: 'Hortobágyer Palatschinke',
        },
        description: {
          hu: 'Borjúpörkölttel töltött, sütőben átsütött palacsinta tejfölös paprikás mártással.',
          en: 'Pancake filled with veal stew, baked and served with a creamy paprika and sour cream sauce.',
          de: 'Mit Kalbsgulasch gefüllte, überbackene Palatschinke in cremiger Paprika-Sauerrahm-Sauce.',
        },
        price: 3690,
        allergens: ['gluten', 'eggs', 'milk'],
      },
      {
        name: { hu: 'Libatepertőkrém', en: 'Goose crackling spread', de: 'Gänsegrieben-Aufstrich' },
        description: {
          hu: 'Házi libatepertőkrém lilahagymával, friss paprikával és ropogós pirított kenyérrel.',
          en: 'Homemade goose crackling spread with red onion, fresh peppers and crisp toasted bread.',
          de: 'Hausgemachter Gänsegrieben-Aufstrich mit roten Zwiebeln, frischem Paprika und knusprig geröstetem Brot.',
        },
        price: 2690,
        allergens: ['gluten'],
      },
      {
        name: {
          hu: 'Körözött',
          en: 'Körözött (paprika curd cheese spread)',
          de: 'Liptauer (Körözött)',
        },
        description: {
          hu: 'Tehén- és juhtúróból kevert, paprikás-köményes körözött újhagymával, retekkel és házi kenyérrel.',
          en: "Curd and ewe's cheese spread with paprika and caraway, served with spring onions, radishes and homemade bread.",
          de: 'Aufstrich aus Topfen und Schafskäse mit Paprika und Kümmel, dazu Frühlingszwiebeln, Radieschen und hausgemachtes Brot.',
        },
        price: 2290,
        allergens: ['gluten', 'milk'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Tatárbifsztek', en: 'Steak tartare', de: 'Tatar vom Rind' },
        description: {
          hu: 'Kézzel vágott bélszínből készült tatárbifsztek fokhagymás pirítóssal és friss vajjal.',
          en: 'Hand-cut beef fillet tartare, served with garlic toast and fresh butter.',
          de: 'Handgeschnittenes Tatar vom Rinderfilet mit Knoblauchtoast und frischer Butter.',
        },
        price: 5990,
        allergens: ['gluten', 'eggs', 'milk', 'mustard'],
      },
    ],
  },
  {
    name: { hu: 'Főételek', en: 'Main courses', de: 'Hauptgerichte' },
    foods: [
      {
        name: {
          hu: 'Paprikás csirke galuskával',
          en: 'Chicken paprikash with galuska dumplings',
          de: 'Paprikahuhn mit Nockerln',
        },
        description: {
          hu: 'Szaftos csirkecomb tejfölös paprikás mártásban, frissen szaggatott házi galuskával.',
          en: 'Succulent chicken legs in a creamy paprika and sour cream sauce, with freshly made galuska dumplings.',
          de: 'Saftige Hühnerkeulen in cremiger Paprika-Sauerrahm-Sauce mit frisch gemachten Nockerln.',
        },
        price: 4990,
        allergens: ['gluten', 'eggs', 'milk'],
      },
      {
        name: {
          hu: 'Marhapörkölt galuskával',
          en: 'Beef pörkölt with galuska dumplings',
          de: 'Rindergulasch (Pörkölt) mit Nockerln',
        },
        description: {
          hu: 'Vöröshagymával, pirospaprikával és vörösborral lassan párolt marhapörkölt vajas galuskával.',
          en: 'Beef slowly braised with onions, sweet paprika and red wine, served with buttered galuska dumplings.',
          de: 'Langsam mit Zwiebeln, Paprika und Rotwein geschmortes Rindfleisch mit Butternockerln.',
        },
        price: 5490,
        allergens: ['gluten', 'eggs', 'milk', 'sulphites'],
      },
      {
        name: {
          hu: 'Rántott sertésszelet petrezselymes burgonyával',
          en: 'Breaded pork escalope with parsley potatoes',
          de: 'Paniertes Schweineschnitzel mit Petersilienkartoffeln',
        },
        description: {
          hu: 'Ropogós bundában, zsírban kisütött sertéskaraj vajas-petrezselymes újburgonyával és citrommal.',
          en: 'Pork loin in a crisp golden crumb, fried in lard and served with buttered parsley new potatoes and lemon.',
          de: 'Schweinekarree in knuspriger Panade, in Schmalz ausgebacken, mit Butter-Petersilien-Frühkartoffeln und Zitrone.',
        },
        price: 4790,
        allergens: ['gluten', 'eggs', 'milk'],
      },
      {
        name: {
          hu: 'Töltött káposzta',
          en: 'Stuffed cabbage',
          de: 'Krautwickel nach ungarischer Art',
        },
        description: {
          hu: 'Rizses darált sertéshússal töltött káposztalevelek savanyú káposztán párolva, füstölt tarjával és tejföllel.',
          en: 'Pickled cabbage leaves stuffed with minced pork and rice, braised on sauerkraut with smoked pork and topped with sour cream.',
          de: 'Mit Schweinehackfleisch und Reis gefüllte Sauerkrautblätter, auf Sauerkraut mit Geräuchertem geschmort, dazu Sauerrahm.',
        },
        price: 4790,
        allergens: ['gluten', 'milk'],
      },
      {
        name: { hu: 'Konfitált kacsacomb', en: 'Confit duck leg', de: 'Konfierte Entenkeule' },
        description: {
          hu: 'Saját zsírjában puhára konfitált, ropogósra sütött kacsacomb vörösboros lilakáposztával és burgonyafánkkal.',
          en: 'Duck leg slowly confited in its own fat and roasted until crisp, with red cabbage braised in red wine and potato croquettes.',
          de: 'Im eigenen Fett konfierte, knusprig gebratene Entenkeule mit Rotwein-Rotkraut und Kartoffelkroketten.',
        },
        price: 6990,
        allergens: ['gluten', 'eggs', 'milk', 'sulphites'],
      },
      {
        name: {
          hu: 'Fogasfilé citromos vajmártással',
          en: 'Pike-perch (fogas) with lemon butter sauce',
          de: 'Zanderfilet mit Zitronenbuttersauce',
        },
        description: {
          hu: 'Bőrös oldalán ropogósra sütött fogasfilé citromos vajmártással és fokhagymás párolt spenóttal.',
          en: 'Pike-perch fillet pan-fried until the skin is crisp, with lemon butter sauce and garlicky wilted spinach.',
          de: 'Auf der Haut knusprig gebratenes Zanderfilet mit Zitronenbuttersauce und Blattspinat mit Knoblauch.',
        },
        price: 7490,
        allergens: ['fish', 'milk'],
      },
    ],
  },
  {
    name: { hu: 'Vegetáriánus ételek', en: 'Vegetarian dishes', de: 'Vegetarische Gerichte' },
    foods: [
      {
        name: {
          hu: 'Lecsó tükörtojással',
          en: 'Lecsó with fried eggs',
          de: 'Letscho mit Spiegeleiern',
        },
        description: {
          hu: 'Lassan párolt lecsó zöldpaprikából, paradicsomból és vöröshagymából, két tükörtojással és friss kenyérrel.',
          en: 'Slow-cooked stew of Hungarian peppers, tomatoes and onions, topped with two fried eggs and served with fresh bread.',
          de: 'Langsam geschmortes Letscho aus Spitzpaprika, Tomaten und Zwiebeln mit zwei Spiegeleiern und frischem Brot.',
        },
        price: 3490,
        allergens: ['gluten', 'eggs'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Túrós csusza',
          en: 'Túrós csusza (pasta with curd cheese)',
          de: 'Topfennudeln (Túrós csusza)',
        },
        description: {
          hu: 'Házi széles metélt friss tehéntúróval, tejföllel és ropogósra pirított hagymával.',
          en: 'Homemade broad noodles with fresh curd cheese, sour cream and crispy fried onions.',
          de: 'Hausgemachte Bandnudeln mit frischem Topfen, Sauerrahm und knusprigen Röstzwiebeln.',
        },
        price: 3290,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Rakott krumpli',
          en: 'Layered potato bake (rakott krumpli)',
          de: 'Kartoffelauflauf (Rakott krumpli)',
        },
        description: {
          hu: 'Rétegezett burgonya főtt tojással, tejföllel és füstölt sajttal, sütőben aranybarnára sütve.',
          en: 'Layers of potato, hard-boiled egg, sour cream and smoked cheese, baked until golden.',
          de: 'Schichten aus Kartoffeln, hart gekochten Eiern, Sauerrahm und Räucherkäse, goldbraun überbacken.',
        },
        price: 3490,
        allergens: ['eggs', 'milk'],
        dietTags: ['vegetarian', 'glutenFree'],
      },
      {
        name: {
          hu: 'Rántott sajt tartármártással',
          en: 'Breaded fried cheese with tartare sauce',
          de: 'Panierter Käse mit Sauce tartare',
        },
        description: {
          hu: 'Aranybarnára rántott trappista sajt házi tartármártással és petrezselymes burgonyával.',
          en: 'Golden breaded Trappista cheese with homemade tartare sauce and parsley potatoes.',
          de: 'Goldbraun panierter Trappista-Käse mit hausgemachter Sauce tartare und Petersilienkartoffeln.',
        },
        price: 3790,
        allergens: ['gluten', 'eggs', 'milk', 'mustard'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Gombapaprikás galuskával',
          en: 'Mushroom paprikash with galuska dumplings',
          de: 'Pilzpaprikasch mit Nockerln',
        },
        description: {
          hu: 'Csiperkéből és erdei gombákból főzött tejfölös paprikás, vajas galuskával tálalva.',
          en: 'Button and wild mushrooms in a creamy paprika and sour cream sauce, with buttered galuska dumplings.',
          de: 'Champignons und Waldpilze in cremiger Paprika-Sauerrahm-Sauce mit Butternockerln.',
        },
        price: 3990,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
  {
    name: { hu: 'Köretek', en: 'Side dishes', de: 'Beilagen' },
    foods: [
      {
        name: { hu: 'Vajas galuska', en: 'Buttered galuska dumplings', de: 'Butternockerln' },
        description: {
          hu: 'Frissen szaggatott házi galuska vajjal átforgatva.',
          en: 'Freshly made egg dumplings tossed in butter.',
          de: 'Frisch zubereitete Eiernockerln, in Butter geschwenkt.',
        },
        price: 1290,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Petrezselymes burgonya', en: 'Parsley potatoes', de: 'Petersilienkartoffeln' },
        description: {
          hu: 'Főtt újburgonya vajjal és friss petrezselyemmel.',
          en: 'Boiled new potatoes with butter and fresh parsley.',
          de: 'Gekochte Frühkartoffeln mit Butter und frischer Petersilie.',
        },
        price: 1190,
        allergens: ['milk'],
        dietTags: ['vegetarian'],
      },
      {
        name: {
          hu: 'Vörösboros párolt lilakáposzta',
          en: 'Red cabbage braised in red wine',
          de: 'In Rotwein geschmortes Rotkraut',
        },
        description: {
          hu: 'Almával és fahéjjal ízesített, vörösborban párolt lilakáposzta.',
          en: 'Red cabbage braised in red wine with apple and a hint of cinnamon.',
          de: 'In Rotwein geschmortes Rotkraut mit Apfel und einem Hauch Zimt.',
        },
        price: 1390,
        allergens: ['sulphites'],
        dietTags: ['vegetarian', 'vegan', 'glutenFree'],
      },
      {
        name: {
          hu: 'Tejfölös uborkasaláta',
          en: 'Cucumber salad with sour cream',
          de: 'Gurkensalat mit Sauerrahm',
        },
        description: {
          hu: 'Vékonyra szelt uborka édes-savanykás öntettel, tejföllel és pirospaprikával.',
          en: 'Thinly sliced cucumber in a sweet-and-sour dressing, topped with sour cream and paprika.',
          de: 'Hauchdünn geschnittene Gurken in süßsaurer Marinade mit Sauerrahm und Paprikapulver.',
        },
        price: 1190,
        allergens: ['milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
  {
    name: { hu: 'Desszertek', en: 'Desserts', de: 'Desserts' },
    foods: [
      {
        name: {
          hu: 'Somlói galuska',
          en: 'Somlói galuska (sponge trifle)',
          de: 'Somlauer Nockerl',
        },
        description: {
          hu: 'Háromféle piskóta rumos szirupban, dióval, mazsolával, vaníliakrémmel, csokoládéöntettel és tejszínhabbal.',
          en: 'Three kinds of sponge soaked in rum syrup, with walnuts, raisins, vanilla custard, chocolate sauce and whipped cream.',
          de: 'Dreierlei Biskuit in Rumsirup mit Walnüssen, Rosinen, Vanillecreme, Schokoladensauce und Schlagsahne.',
        },
        price: 2490,
        allergens: ['gluten', 'eggs', 'milk', 'nuts'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Gundel palacsinta', en: 'Gundel pancake', de: 'Gundel-Palatschinke' },
        description: {
          hu: 'Rumos diókrémmel töltött palacsinta étcsokoládé-öntettel, Gundel Károly klasszikus receptje szerint.',
          en: "Pancake filled with rum and walnut cream and served with dark chocolate sauce, after Károly Gundel's classic recipe.",
          de: 'Palatschinke mit Rum-Walnuss-Füllung und Zartbitterschokoladensauce nach dem klassischen Rezept von Károly Gundel.',
        },
        price: 2690,
        allergens: ['gluten', 'eggs', 'milk', 'nuts'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Rigó Jancsi', en: 'Rigó Jancsi chocolate slice', de: 'Rigó-Jancsi-Schnitte' },
        description: {
          hu: 'Légies csokoládés tejszínkrém két csokoládés piskótalap között, fényes csokoládémázzal.',
          en: 'Airy chocolate cream layered between two chocolate sponges and finished with a glossy chocolate glaze.',
          de: 'Luftige Schokoladen-Sahnecreme zwischen zwei Schokoladenbiskuitböden mit glänzender Schokoladenglasur.',
        },
        price: 2290,
        allergens: ['gluten', 'eggs', 'milk'],
      },
      {
        name: { hu: 'Flódni', en: 'Flódni', de: 'Flódni' },
        description: {
          hu: 'Hagyományos zsidó réteges sütemény mákos, diós, almás és szilvalekváros töltelékkel, omlós tésztalapok között.',
          en: 'Traditional Jewish layered pastry with poppy seed, walnut, apple and plum jam fillings between tender shortcrust sheets.',
          de: 'Traditionelles jüdisches Schichtgebäck mit Mohn-, Walnuss-, Apfel- und Pflaumenmusfüllung zwischen zarten Mürbeteigböden.',
        },
        price: 2190,
        allergens: ['gluten', 'eggs', 'milk', 'nuts'],
        dietTags: ['vegetarian'],
      },
      {
        name: { hu: 'Túrógombóc', en: 'Curd cheese dumplings (túrógombóc)', de: 'Topfenknödel' },
        description: {
          hu: 'Könnyű túrógombóc vajas pirított zsemlemorzsában forgatva, tejföllel és porcukorral.',
          en: 'Light curd cheese dumplings rolled in buttery toasted breadcrumbs, with sour cream and icing sugar.',
          de: 'Lockere Topfenknödel in gerösteten Butterbröseln mit Sauerrahm und Puderzucker.',
        },
        price: 1990,
        allergens: ['gluten', 'eggs', 'milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
];
