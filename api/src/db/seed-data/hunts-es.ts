/**
 * The Spanish versions of the two free sample hunts, written by the team, by the English hunt's title;
 * items and questions in the English order. Sign words are not here: families type them as printed on
 * the sign.
 */
import type { HuntTexts } from "#shared/schemas/hunt-translation";

export interface SeedHuntVersion extends HuntTexts {
  items: { name: string; location_description: string; educational_fact: string; photo_prompt?: string }[];
  /** Options in the English order: the correct answer is the one in the English correct answer's place. */
  quiz_questions: { question: string; options: string[] }[];
}

const VERDADERO_FALSO = ["Verdadero", "Falso"];

export const SEED_HUNTS_ES: Record<string, SeedHuntVersion> = {
  "Old Faithful Geyser Explorer": {
    title: "Exploradores del géiser Old Faithful",
    description:
      "Una búsqueda gratis por la Cuenca Superior de Géiseres de Yellowstone. Cronometren una erupción del Old Faithful, sigan las pasarelas de madera hasta géiseres que rugen y pozas de colores del arcoíris, y descubran los microbios amantes del calor que las pintan. Casi todo el recorrido es una pasarela plana.",
    location: "Cuenca Superior de Géiseres, Parque Nacional Yellowstone, Wyoming",
    estimated_time: "2-3 horas",
    age_range: "Para todas las edades",
    items: [
      {
        name: "El Old Faithful en erupción",
        location_description: "Mírenlo desde las bancas que están entre el Centro de Visitantes Old Faithful y el géiser.",
        educational_fact:
          "El Old Faithful suele hacer erupción cada 60 a 110 minutos y lanza agua caliente a entre 106 y 185 pies de altura.",
        photo_prompt: "Tómense una foto en familia con el géiser en erupción detrás.",
      },
      {
        name: "El tablero de predicción de erupciones",
        location_description: "Dentro del vestíbulo del Centro de Visitantes Old Faithful.",
        educational_fact:
          "Los guardaparques predicen el Old Faithful midiendo cuánto duró la última erupción: una erupción corta significa una espera más corta hasta la siguiente.",
      },
      {
        name: "La chimenea gigante de piedra",
        location_description: "En el vestíbulo del hotel Old Faithful Inn, a poca distancia al oeste del géiser.",
        educational_fact:
          "El Old Faithful Inn se construyó con troncos y piedras de la zona en 1903 y 1904, y es uno de los edificios de troncos más grandes del mundo.",
      },
      {
        name: "Heart Spring (el Manantial Corazón)",
        location_description: "En la pasarela de Geyser Hill, al otro lado del río Firehole desde el Old Faithful.",
        educational_fact:
          "Un manantial caliente es como un géiser sin un cuello estrecho en sus tuberías subterráneas, así que su calor sale suavemente en lugar de acumularse hasta una erupción.",
      },
      {
        name: "Lion Geyser (el Géiser León)",
        location_description: "En el extremo norte del circuito de Geyser Hill, junto a un grupo de conos más pequeños.",
        educational_fact: "El Géiser León recibió su nombre por el rugido del vapor que muchas veces sale antes de que haga erupción.",
      },
      {
        name: "El cono de Castle Geyser (el Géiser Castillo)",
        location_description:
          "Junto al río Firehole, en el camino que va hacia el norte desde el Old Faithful hasta Morning Glory Pool; busquen un cono rocoso gigante.",
        educational_fact:
          "El enorme cono del Géiser Castillo está hecho de una roca mineral llamada geiserita que se acumula muy despacio, así que el cono tiene miles de años.",
      },
      {
        name: "Grand Geyser (el Gran Géiser)",
        location_description:
          "Más al norte por la pasarela, en un grupo con los géiseres Turban y Vent; busquen a la gente esperando en las bancas.",
        educational_fact: "El Gran Géiser es el géiser predecible más alto del mundo.",
      },
      {
        name: "Tapetes de microbios de colores",
        location_description: "En los canales poco profundos por donde corre el agua que sale de las pozas calientes junto a la pasarela.",
        educational_fact:
          "Los colores naranja, amarillo y café brillantes alrededor de los manantiales calientes los hacen microbios amantes del calor llamados termófilos. El agua más caliente es demasiado caliente para ellos y se ve de un azul profundo.",
        photo_prompt: "Tómense una foto de los colores más brillantes que encuentren en un canal, desde la pasarela.",
      },
      {
        name: "Morning Glory Pool (la Poza Campanilla)",
        location_description: "Al final del sendero pavimentado, a una milla y media del Old Faithful.",
        educational_fact:
          "La Poza Campanilla cambió de color porque la gente le tiró monedas y basura, que taparon su abertura y dejaron que el agua se enfriara.",
      },
      {
        name: "El río Firehole",
        location_description: "Asómense por la baranda de cualquiera de los puentes peatonales que cruzan el río en la cuenca de géiseres.",
        educational_fact:
          "El río Firehole (agujero de fuego) no está en llamas. Los primeros tramperos llamaban agujero a un valle entre montañas, y este valle se había quemado en un incendio. Los manantiales calientes entibian su agua.",
      },
    ],
    quiz_questions: [
      {
        question: "¿Cada cuánto hace erupción el Old Faithful, más o menos?",
        options: ["Cada 5 minutos", "Cada 60 a 110 minutos", "Una vez al día", "Una vez al año"],
      },
      { question: "El Gran Géiser es el géiser predecible más alto del mundo.", options: VERDADERO_FALSO },
      {
        question: "¿Qué produce los colores naranja y amarillo alrededor de los manantiales calientes?",
        options: ["Microbios amantes del calor", "Óxido de tuberías viejas", "Pintura de los guardaparques", "Hojas de otoño"],
      },
      {
        question: "¿Por qué cambió de color la Poza Campanilla (Morning Glory Pool)?",
        options: ["La gente le tiró monedas y basura", "Un volcán hizo erupción adentro", "Los bisontes se bañaron en ella", "Se congeló por completo un invierno"],
      },
      { question: "El río Firehole se llama así porque su agua está en llamas.", options: VERDADERO_FALSO },
    ],
  },
  "Grand Canyon South Rim Sneak Peek": {
    title: "Un vistazo al borde sur del Gran Cañón",
    description:
      "Una probadita gratis de la búsqueda de nuestra guía del Gran Cañón. Caminen una o dos millas por el Rim Trail, casi todo plano, recorran casi dos mil millones de años de historia en el Trail of Time (Sendero del Tiempo) y encuentren los edificios históricos de Grand Canyon Village.",
    location: "Borde sur, Parque Nacional del Gran Cañón, Arizona",
    estimated_time: "1-2 horas",
    age_range: "De 5 a 12 años",
    items: [
      {
        name: "El mirador de Mather Point",
        location_description: "A una corta caminata pavimentada desde el estacionamiento del Centro de Visitantes del Gran Cañón.",
        educational_fact: "Mather Point lleva el nombre de Stephen Mather, el primer director del Servicio de Parques Nacionales.",
      },
      {
        name: "El río Colorado",
        location_description: "Miren por las ventanas grandes del Museo de Geología Yavapai, hasta el fondo del cañón.",
        educational_fact: "El río Colorado talló el Gran Cañón, que mide unas 277 millas de río de largo y más de una milla de profundidad.",
      },
      {
        name: "Un marcador del Trail of Time",
        location_description: "Marcadores de bronce en el Rim Trail, entre el Museo de Geología Yavapai y el Centro de Visitantes Verkamp's.",
        educational_fact: "En el Trail of Time (Sendero del Tiempo), cada metro que caminas representa un millón de años de la historia de la Tierra.",
      },
      {
        name: "Una muestra de esquisto de Vishnu",
        location_description: "A lo largo del Trail of Time, entre las muestras de roca traídas desde el fondo del cañón.",
        educational_fact:
          "El esquisto de Vishnu del fondo del cañón tiene unos 1,700 millones de años, una de las rocas más antiguas del Gran Cañón.",
      },
      {
        name: "La caliza Kaibab del borde",
        location_description: "La roca de color gris blanquecino que está justo a sus pies a lo largo del borde.",
        educational_fact:
          "La roca de la parte de arriba del cañón se formó en el fondo de un mar hace unos 270 millones de años, así que guarda fósiles de animales marinos.",
      },
      {
        name: "Hopi House (la Casa Hopi)",
        location_description: "En Grand Canyon Village, justo al este del hotel El Tovar.",
        educational_fact:
          "La Casa Hopi la diseñó la arquitecta Mary Colter y abrió en 1905. Se inspiró en los edificios de Old Oraibi, un pueblo hopi.",
      },
      {
        name: "Lookout Studio (el Estudio Mirador)",
        location_description: "Encaramado en el borde del cañón, cerca de Bright Angel Lodge.",
        educational_fact:
          "Mary Colter construyó el Estudio Mirador en 1914 con piedra de la zona para que pareciera que crece directamente de la pared del cañón.",
      },
      {
        name: "Kolb Studio (el Estudio Kolb)",
        location_description: "Al comienzo del sendero Bright Angel, en el extremo oeste de Grand Canyon Village.",
        educational_fact:
          "El Estudio Kolb fue el hogar de los hermanos Kolb, fotógrafos que filmaron su propio viaje en bote por el río Colorado en 1911 y 1912.",
      },
      {
        name: "Un cuervo común",
        location_description: "Busquen en los muros y las barandas del borde, en cualquier parte de Grand Canyon Village.",
        educational_fact: "Los cuervos son de las aves más inteligentes del mundo. Pueden resolver acertijos y hasta imitar sonidos.",
      },
    ],
    quiz_questions: [
      {
        question: "En el Trail of Time, ¿cuántos años representa un metro?",
        options: ["Cien años", "Mil años", "Un millón de años", "Mil millones de años"],
      },
      {
        question: "¿Qué río talló el Gran Cañón?",
        options: ["El río Misisipi", "El río Colorado", "El río Snake", "El río Bravo"],
      },
      { question: "La roca del borde del Gran Cañón se formó en el fondo de un mar.", options: VERDADERO_FALSO },
      {
        question: "¿Quién diseñó la Casa Hopi y el Estudio Mirador?",
        options: ["John Muir", "Stephen Mather", "Mary Colter", "Los hermanos Kolb"],
      },
    ],
  },
};
