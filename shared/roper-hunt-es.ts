/**
 * The Roper hunt in Spanish, written by the team: the same 16 clues and 16 questions, by the same ids,
 * so progress and answers carry over between languages. True-or-false questions are answered
 * "Verdadero" or "Falso"; each fill-in expects one Spanish word, taught by its clue's fact.
 */
import type { RoperClue, RoperHuntTexts, RoperQuestion } from "./roper-hunt";

export const ROPER_HUNT_ES: RoperHuntTexts = {
  title: "Búsqueda de exploradores del Centro de Ciencias Roper",
  description:
    "Una búsqueda gratis para toda la familia en el centro de ciencias de tu zona. Resuelvan 16 adivinanzas para encontrar péndulos que se balancean, electricidad que pone los pelos de punta, el esqueleto de un dinosaurio, una colmena llena de zumbidos y mucho más, y luego respondan preguntas sobre la ciencia que descubrieron. Consigan 175 de 240 puntos para ganar la insignia de Explorador de Ciencias.",
  location: "Un centro de ciencias de tu zona",
  estimated_time: "2-3 horas",
  age_range: "Para todas las edades",
  badgeName: "Explorador de Ciencias",
};

export const ROPER_TRUE_FALSE_ES = ["Verdadero", "Falso"] as const;

export const ROPER_CLUES_ES: readonly RoperClue[] = [
  {
    id: 1,
    clue: "Voy y vengo colgado de un cable muy largo, tumbo palitos mientras canto despacio. Mi camino parece girar, pero la clave es esta: ¡la Tierra gira debajo, no solo yo en mi vuelta!",
    hint: "Busquen una bola pesada que cuelga de un cable muy largo en un espacio alto y abierto, con un círculo de palitos en el suelo debajo.",
    fact: "Un péndulo de Foucault sigue oscilando en la misma dirección mientras la Tierra gira debajo de él, así que su camino parece girar poco a poco. Léon Foucault lo mostró por primera vez en París en 1851 como prueba de que la Tierra gira.",
  },
  {
    id: 2,
    clue: "Pon la mano en mi bola brillante y redonda, ¡y verás tu pelo de punta como una onda!",
    hint: "Encuentren la gran cúpula plateada de metal sobre una columna. Casi siempre la enseña alguien del personal, así que revisen los horarios de las demostraciones.",
    fact: "Un generador de Van de Graaff usa una banda que se mueve para acumular electricidad estática en su cúpula de metal. Cuando lo tocas, cada pelo recibe el mismo tipo de carga, y las cargas iguales se empujan entre sí, así que tus pelos se separan y se paran.",
  },
  {
    id: 3,
    clue: "Entra bajo mi techo, tan alto y redondo, donde el día se vuelve noche y hay estrellas en el fondo.",
    hint: "Busquen el planetario, un teatro redondo con techo en forma de cúpula donde se proyectan espectáculos de estrellas.",
    fact: "El Sol es una estrella, la estrella más cercana a la Tierra. Su luz viaja tan rápido que nos llega en unos 8 minutos.",
  },
  {
    id: 4,
    clue: "Soy una copia de huesos con cola y garras afiladas. ¡Párate junto a mis patas y mira mis quijadas!",
    hint: "Vayan a la sala de fósiles y busquen el esqueleto gigante que es más alto que todos.",
    fact: "Durante millones de años, los minerales reemplazan poco a poco el hueso de un fósil y lo convierten en piedra, así que los esqueletos fósiles reales pesan muchísimo. Los museos suelen exhibir moldes, copias livianas hechas a partir de fósiles reales, y guardan los originales para que los estudien los científicos.",
  },
  {
    id: 5,
    clue: "Giro y giro como una tormenta en el suelo, ¡un embudo de niebla que da vueltas sin consuelo!",
    hint: "Encuentren la columna alta y transparente donde un ventilador y la neblina forman un embudo que gira, en el que pueden meter la mano.",
    fact: "Un tornado es una columna de aire que gira con mucha fuerza y va desde una tormenta eléctrica hasta el suelo. Estados Unidos tiene más tornados que cualquier otro país, normalmente más de 1,000 al año.",
  },
  {
    id: 6,
    clue: "Subo como vapor, floto como nube, caigo como lluvia cuando el trueno ruge. Y luego doy la vuelta otra vez sin parar. ¿Encuentras la mesa que muestra cómo y cuándo he de pasar?",
    hint: "Busquen la mesa de agua interactiva con arroyos, nubes o una máquina de lluvia que muestra el ciclo del agua.",
    fact: "El agua de la Tierra se usa una y otra vez en el ciclo del agua. El calor del Sol convierte el agua líquida en vapor de agua invisible, el vapor se enfría y forma nubes, y el agua vuelve a caer como lluvia o nieve.",
  },
  {
    id: 7,
    clue: "Detrás de un vidrio zumbamos sin parar; hacemos miel dorada y dulce. ¿De dónde vendremos a volar?",
    hint: "Encuentren la colmena de observación, una colmena con paredes de vidrio que muchas veces sale al exterior por un tubo.",
    fact: "Las abejas les indican a sus compañeras dónde hay flores con un baile en el que menean el cuerpo. La dirección del baile señala el camino según la posición del Sol, y lo largo del meneo indica lo lejos que están las flores.",
  },
  {
    id: 8,
    clue: "Soy una tabla en la pared hecha de casillas en hileras, con las piezas de todo, de las rocas a tus caderas.",
    hint: "Busquen una gran pantalla en la pared con cuadros con letras, como H, He, C y O, a veces con muestras reales adentro.",
    fact: "Los científicos conocen 118 elementos, las piezas de las que está hecho todo lo que nos rodea. El hidrógeno es el elemento número 1. Es el elemento más liviano y el más común de todo el universo.",
  },
  {
    id: 9,
    clue: "Soy una barra sobre un apoyo; empuja un extremo hacia abajo, ¡y la carga pesada sube sin trabajo!",
    hint: "Busquen en la zona de máquinas simples una barra larga sobre un punto de apoyo que les deja levantar un peso grande.",
    fact: "Una palanca es una barra que gira sobre un punto de apoyo llamado fulcro. Cuanto más lejos del fulcro empujas, menos fuerza necesitas. Se cuenta que el científico griego Arquímedes dijo que, con una palanca lo bastante larga, podría mover el mundo.",
  },
  {
    id: 10,
    clue: "Cien como tú y cien como yo, ¿cuál es el camino de verdad? ¡Entra y descúbrelo!",
    hint: "Encuentren el laberinto de espejos, donde las paredes de espejo hacen que los pasillos parezcan no terminar nunca.",
    fact: "La luz rebota en un espejo con el mismo ángulo con el que lo golpea. Un laberinto de espejos usa esa regla una y otra vez para rebotar tu reflejo hasta que cuesta saber qué caminos son reales.",
  },
  {
    id: 11,
    clue: "Dos platos grandes y curvos están muy separados. ¡Susurra un secreto y tu amigo lo oye en el otro lado!",
    hint: "Busquen dos platos grandes con forma de tazón, uno frente al otro, en los extremos opuestos de una sala o un pasillo.",
    fact: "Cada plato susurrante es curvo, así que el sonido que lo golpea rebota hacia un punto llamado foco. Un susurro en el foco de un plato cruza la sala hasta el otro plato y se junta justo en el oído de tu amigo.",
  },
  {
    id: 12,
    clue: "Toma un cepillo y excava despacio; ¿qué huesos hay enterrados? ¡Excava y lo sabrás al rato!",
    hint: "Encuentren el arenero con cepillos y palas donde los niños pueden desenterrar copias de fósiles.",
    fact: "La mayoría de los fósiles se encuentran en roca sedimentaria, que se forma cuando capas de lodo y arena se amontonan y se endurecen. Los paleontólogos, los científicos que estudian los fósiles, excavan despacio y con cuidado, con cepillos y herramientas pequeñas, para que nada se rompa.",
  },
  {
    id: 13,
    clue: "Mis tacitas giran cuando sopla el viento, te digo el tiempo sin mirar el cielo ni un momento.",
    hint: "Busquen la estación meteorológica con un anemómetro de tacitas que giran, un termómetro y un barómetro.",
    fact: "Un anemómetro mide la velocidad del viento con tacitas que giran, y un barómetro mide la presión del aire. Cuando la presión del aire baja, muchas veces se acerca un tiempo de tormentas.",
  },
  {
    id: 14,
    clue: "Algunas cosas atrapo y otras dejo ir; atraigo el acero, ¡pero la madera no, ya lo vas a ver venir!",
    hint: "Encuentren la pared cubierta de figuras, bolitas y rieles magnéticos que se pueden pegar y deslizar.",
    fact: "Todo imán tiene un polo norte y un polo sur. Los polos opuestos se atraen y los polos iguales se empujan. La Tierra misma actúa como un imán gigante, y por eso la aguja de una brújula apunta al norte.",
  },
  {
    id: 15,
    clue: "Pisa mis escalones y cada uno cantará. ¿Por qué lo oímos? ¡Algo que vibra, ya verás!",
    hint: "Encuentren las escaleras musicales o la exhibición de sonido donde pueden hacer notas pisando, tocando o golpeando.",
    fact: "El sonido se produce por vibraciones. Viaja por el aire a unas 767 millas por hora, y todavía más rápido por el agua y el acero, pero no puede viajar por el vacío del espacio, porque allí no hay nada que vibre.",
  },
  {
    id: 16,
    clue: "Crucé el cielo como una raya de luz brillante. ¡Ahora descanso en una vitrina, una roca espacial deslumbrante!",
    hint: "Busquen la vitrina de meteoritos reales en la galería del espacio. Algunas les dejan tocar un pedazo de hierro venido del espacio.",
    fact: "Un meteoro es la raya de luz que se ve cuando una roca espacial se quema en nuestra atmósfera. Si un pedazo sobrevive y llega a la Tierra, se llama meteorito. La mayoría de los meteoritos son de piedra, pero algunos son casi todo hierro y níquel, y por eso pesan mucho para su tamaño.",
  },
];

export const ROPER_QUESTIONS_ES: readonly RoperQuestion[] = [
  {
    id: 1,
    kind: "multiple-choice",
    question: "¿Qué muestra el camino del péndulo de Foucault, que gira poco a poco?",
    options: ["Que la Tierra gira", "Que la Luna está hueca", "Que los imanes son fuertes", "Que el aire pesa"],
    answer: "Que la Tierra gira",
  },
  {
    id: 2,
    kind: "fill-in",
    question: "¿Qué tipo de electricidad se acumula en la cúpula del generador de Van de Graaff y te pone los pelos de punta? Electricidad ______.",
    answer: "estática",
  },
  {
    id: 3,
    kind: "true-false",
    question: "El Sol es una estrella.",
    answer: "Verdadero",
  },
  {
    id: 4,
    kind: "true-false",
    question: "Los museos suelen exhibir moldes, que son copias hechas a partir de huesos fósiles reales.",
    answer: "Verdadero",
  },
  {
    id: 5,
    kind: "multiple-choice",
    question: "¿Qué país tiene más tornados que cualquier otro?",
    options: ["Estados Unidos", "Islandia", "Egipto", "Nueva Zelanda"],
    answer: "Estados Unidos",
  },
  {
    id: 6,
    kind: "fill-in",
    question: "En el ciclo del agua, ¿en qué convierte el calor del Sol el agua líquida? En ______ de agua.",
    answer: "vapor",
  },
  {
    id: 7,
    kind: "fill-in",
    question: "¿Cómo les indican las abejas a sus compañeras dónde hay flores? Con un ______ en el que menean el cuerpo.",
    answer: "baile",
  },
  {
    id: 8,
    kind: "fill-in",
    question: "¿Qué elemento es el número 1 de la tabla periódica?",
    answer: "hidrógeno",
  },
  {
    id: 9,
    kind: "fill-in",
    question: "¿Cómo se llama el punto de apoyo sobre el que gira una palanca?",
    answer: "fulcro",
  },
  {
    id: 10,
    kind: "true-false",
    question: "La luz rebota en un espejo con el mismo ángulo con el que lo golpea.",
    answer: "Verdadero",
  },
  {
    id: 11,
    kind: "multiple-choice",
    question: "En los platos susurrantes, ¿por qué tu amigo oye tu susurro desde el otro lado de la sala?",
    options: [
      "Los platos curvos concentran el sonido",
      "Hay altavoces escondidos",
      "Los platos son imanes",
      "Los susurros suenan más fuerte que los gritos",
    ],
    answer: "Los platos curvos concentran el sonido",
  },
  {
    id: 12,
    kind: "true-false",
    question: "Los paleontólogos desentierran los fósiles lo más rápido que pueden, con palas grandes.",
    answer: "Falso",
  },
  {
    id: 13,
    kind: "multiple-choice",
    question: "Cuando un barómetro muestra que la presión del aire está bajando, ¿qué suele venir en camino?",
    options: ["Tiempo de tormentas", "Un terremoto", "Un eclipse de Sol", "Seguro, una ola de calor"],
    answer: "Tiempo de tormentas",
  },
  {
    id: 14,
    kind: "fill-in",
    question: "La aguja de una brújula apunta al norte porque la Tierra actúa como un ______ gigante.",
    answer: "imán",
  },
  {
    id: 15,
    kind: "true-false",
    question: "El sonido puede viajar por el vacío del espacio exterior.",
    answer: "Falso",
  },
  {
    id: 16,
    kind: "multiple-choice",
    question: "¿Cómo se llama una roca espacial que sobrevive a su caída en llamas y llega a la Tierra?",
    options: ["Un meteorito", "Un cometa", "Un planeta", "Una luna"],
    answer: "Un meteorito",
  },
];
