import type { SeedOffer } from './types.ts';

export const offers: SeedOffer[] = [
  {
    name: {
      hu: 'Libanapok – Márton-napi ajánlat',
      en: "St Martin's goose days",
      de: 'Martinsgans-Tage',
    },
    featured: true,
    startOffsetDays: -3,
    endOffsetDays: 10,
    items: [
      {
        name: {
          hu: 'Házi libamájpástétom',
          en: 'Homemade goose liver pâté',
          de: 'Hausgemachte Gänseleberpastete',
        },
        description: {
          hu: 'Selymes libamájpástétom birsalmazselével és pirított kaláccsal.',
          en: 'Silky goose liver pâté with quince jelly and toasted brioche.',
          de: 'Zarte Gänseleberpastete mit Quittengelee und geröstetem Brioche.',
        },
        price: 4490,
        allergens: ['gluten', 'eggs', 'milk'],
      },
      {
        name: {
          hu: 'Libaerőleves libamájgombóccal',
          en: 'Goose consommé with liver dumplings',
          de: 'Gänsekraftbrühe mit Leberknödeln',
        },
        description: {
          hu: 'Tiszta, gazdag libaerőleves gyökérzöldségekkel és házi libamájgombóccal.',
          en: 'Rich, clear goose consommé with root vegetables and homemade goose liver dumplings.',
          de: 'Kräftige klare Gänsebrühe mit Wurzelgemüse und hausgemachten Gänseleberknödeln.',
        },
        price: 2790,
        allergens: ['gluten', 'eggs', 'celery'],
      },
      {
        name: {
          hu: 'Sült libacomb párolt lilakáposztával és hagymás tört burgonyával',
          en: 'Roast goose leg with braised red cabbage and crushed onion potatoes',
          de: 'Gebratene Gänsekeule mit geschmortem Rotkraut und Zwiebel-Kartoffelstampf',
        },
        description: {
          hu: 'Lassan sült, ropogós bőrű libacomb, ahogy Márton napján illik.',
          en: "Slow-roasted goose leg with crisp skin, just as tradition demands on St Martin's Day.",
          de: 'Langsam gebratene Gänsekeule mit knuspriger Haut, wie es sich zum Martinstag gehört.',
        },
        price: 7490,
        allergens: ['milk', 'sulphites'],
      },
      {
        name: {
          hu: 'Gesztenyepüré tejszínhabbal',
          en: 'Chestnut purée with whipped cream',
          de: 'Maronipüree mit Schlagsahne',
        },
        description: {
          hu: 'Rumos gesztenyepüré bőven tejszínhabbal és meggyel, a magyar cukrászdák klasszikusa.',
          en: 'Rum-scented chestnut purée with plenty of whipped cream and sour cherries, a classic of Hungarian patisseries.',
          de: 'Maronipüree mit Rum, reichlich Schlagsahne und Sauerkirschen – ein Klassiker der ungarischen Konditoreien.',
        },
        price: 2290,
        allergens: ['milk'],
        dietTags: ['vegetarian'],
      },
    ],
  },
  {
    name: { hu: 'Vadhetek', en: 'Game weeks', de: 'Wildwochen' },
    featured: false,
    startOffsetDays: -7,
    endOffsetDays: 14,
    items: [
      {
        name: { hu: 'Fácánerőleves', en: 'Pheasant consommé', de: 'Fasanenkraftbrühe' },
        description: {
          hu: 'Tiszta fácánerőleves gyökérzöldségekkel, fürjtojással és házi cérnametélttel.',
          en: "Clear pheasant consommé with root vegetables, a quail's egg and homemade vermicelli.",
          de: 'Klare Fasanenkraftbrühe mit Wurzelgemüse, Wachtelei und hausgemachten Fadennudeln.',
        },
        price: 2890,
        allergens: ['gluten', 'eggs', 'celery'],
      },
      {
        name: {
          hu: 'Vaddisznópörkölt vajas galuskával',
          en: 'Wild boar pörkölt with buttered galuska',
          de: 'Wildschweingulasch mit Butternockerln',
        },
        description: {
          hu: 'Vörösborral és borókával lassan párolt vaddisznópörkölt erdei gombával és vajas galuskával.',
          en: 'Wild boar slowly braised with red wine and juniper, with forest mushrooms and buttered galuska dumplings.',
          de: 'Langsam mit Rotwein und Wacholder geschmortes Wildschwein mit Waldpilzen und Butternockerln.',
        },
        price: 6490,
        allergens: ['gluten', 'eggs', 'sulphites'],
      },
      {
        name: {
          hu: 'Vadas szarvascomb zsemlegombóccal',
          en: 'Venison in vadas sauce with bread dumplings',
          de: 'Hirschkeule in Vadas-Sauce mit Semmelknödeln',
        },
        description: {
          hu: 'Tejszínes-mustáros vadasmártásban puhára párolt szarvascomb zsemlegombóccal és vörösáfonyával.',
          en: 'Leg of venison braised until tender in a creamy root vegetable and mustard sauce, with bread dumplings and lingonberries.',
          de: 'Zart geschmorte Hirschkeule in cremiger Wurzelgemüse-Senf-Sauce mit Semmelknödeln und Preiselbeeren.',
        },
        price: 6990,
        allergens: ['gluten', 'eggs', 'milk', 'mustard', 'celery'],
      },
    ],
  },
];
