/**
 * Words that Hungarian speakers build passwords from, most common first: the words for password
 * and love, pet names, family, animals, food, places, clubs, days and months, numbers, and the
 * most frequent first names. zxcvbn finds them with digits, capitals and symbols around them
 * ('Jelszó1234!!', 'Szeretlek123'); each is also listed without its accents.
 */
const WORDS = `
jelszó jelszavam jelszavad szeretlek szerelem szerelmem szerelmes szívem szivecske kincsem
cicám cica cicus cicuska macska macsek kiscica kutya kutyus kutyuska kiskutya bogaram bogár
maci macim mackó mackóka tündér tündérke angyal angyalom angyalka csillag csillagom napsugár
napocska virág virágom rózsa rózsám pillangó drágám édesem egyetlenem babám baba babuci
puszi puszika barátom barátnőm barát család családom anyu anyukám anya apu apukám apa mama
papa nagymama nagypapa mami papi testvér tesó öcsém bátyám húgom nővérem fiam lányom gyerekek
boldog boldogság élet életem szabadság remény hit szeretet béke siker sikeres szerencse
szerencsés pénz gazdag király királynő királylány hercegnő herceg isten istenem jézus mária
magyar magyarország magyarok hazám budapest debrecen szeged miskolc pécs győr nyíregyháza
kecskemét székesfehérvár szombathely szolnok tatabánya kaposvár veszprém zalaegerszeg eger
sopron balaton tisza duna hortobágy fradi ferencváros újpest honvéd videoton vasas diósgyőr
puskás foci focista futball kosárlabda kézilabda meccs bajnok győzelem válogatott
titok titkos titkom belépés bejelentkezés felhasználó adminisztrátor rendszergazda vendég
étterem konyha szakács pincér gulyás gulyásleves pörkölt paprika paprikás pálinka túró túrórudi
kenyér kolbász szalonna lecsó palacsinta rétes kakaó csoki csokoládé kávé sör bor
alma körte szilva barack dinnye eper málna cseresznye meggy citrom narancs banán
tavasz nyár ősz tél hétfő kedd szerda csütörtök péntek szombat vasárnap
január február március április május június július augusztus szeptember október november december
egy kettő három négy öt hat hét nyolc kilenc tíz száz ezer egykettőhárom
farkas oroszlán tigris sas sólyom lovam paci nyuszi nyuszika egérke csiga béka medve süni
róka őzike mókus hörcsög papagáj teknős tappancs bodri bundi morzsa buksi foltos cirmos pamacs
maszat bogyó manó törpe varázsló boszorkány sárkány szupermen
hello helló szia sziasztok szevasz csá jó rossz szép csúnya okos bolond hülye
számítógép gép internet telefon mobil iskola egyetem munka dolog otthon házam autó autóm
laci lacika pisti pistike jóska józsi jancsi zoli sanyi gabi feri ferike tomi zsolti tibi
bandi csabi imi lali gyuri bazsi robi misi gyula karcsi dave ádi norbi dani krisztián béci
marci bence máté levi dominik gergő boti zalán marika erzsi kati katika évi ilona ancsa anna
zsuzsi zsuzsa margit juci judit ági andi erika kriszti moni edit gabi szilvi anita eszti timi
niki viki zsófi zsófia hanna luca lili jázmin bogi dorina réka petra fanni bianka csilla orsi
dóri noémi kitti nóra rita bea ildikó rozi julcsi piroska irén magdi teri klári vera emese
enikő
lászló istván józsef jános zoltán sándor gábor ferenc attila péter tamás zsolt tibor andrás
csaba imre lajos györgy balázs róbert mihály károly dávid ádám norbert dániel márk levente
gergely botond mária erzsébet katalin éva zsuzsanna ágnes andrea krisztina mónika gabriella
szilvia eszter tímea nikolett viktória boglárka orsolya dóra beáta julianna magdolna klára
veronika
qwertzuiop qwertzu qwertz asdfghjkl asdfgh yxcvbnm yxcvb
`;

/** Lower case and without accents, as a guesser would type them on an English keyboard. */
const unaccented = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

export const hungarianWords: string[] = [
  ...new Set(
    WORDS.trim()
      .split(/\s+/)
      .flatMap((word) => [word, unaccented(word)]),
  ),
];
