/**
 * Writes supabase/seed.sql and the product renders in public/products/ from the catalogue
 * below. Deterministic: the same input always gives the same files and ids.
 *   npx tsx scripts/generate-seed.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { frameSizeOf } from "@/lib/catalog/fit";
import { frameSvg, type FrameShape } from "./product-render";

type Gender = "men" | "women" | "kids" | "unisex";
type Color = { name: string; value: string };

const BRANDS = [
  { slug: "ray-ban", name: "Ray-Ban", luxury: false, description: "The Italian-American house behind the Aviator and the Wayfarer: acetate and metal frames with a heritage that has outlived every trend since 1937." },
  { slug: "gucci", name: "Gucci", luxury: true, description: "Florentine maximalism for the face — bold acetates, web-stripe temples and hand-finished metal details from Gucci's Italian eyewear workshops." },
  { slug: "prada", name: "Prada", luxury: true, description: "Milanese restraint with an edge: architectural shapes, lightweight acetate and the signature triangle logo worn quietly at the temple." },
  { slug: "tom-ford", name: "Tom Ford", luxury: true, description: "Sharp, glamorous frames with the recognisable metal 'T' hinge, made in Italy in rich acetates and subtle gradient lenses." },
  { slug: "versace", name: "Versace", luxury: true, description: "Confident Italian design with the Medusa emblem and Greca detailing, in frames made to be noticed." },
  { slug: "calvin-klein", name: "Calvin Klein", luxury: false, description: "Clean, modern American minimalism — slim metals and understated acetates that work from the office to the weekend." },
  { slug: "oakley", name: "Oakley", luxury: false, description: "Performance eyewear from California: O Matter frames, wrap geometry and Prizm lens technology built for sport and the outdoors." },
  { slug: "persol", name: "Persol", luxury: true, description: "Handcrafted in Italy since 1917, recognisable by the silver Supreme Arrow and the flexible Meflecto temple system." },
  { slug: "carrera", name: "Carrera", luxury: false, description: "Born on the Austrian racing scene in 1956: bold aviators and navigators with a sporty, urban attitude." },
  { slug: "kate-spade", name: "Kate Spade", luxury: false, description: "Playful New York colour and polish — cat-eyes, glitter acetates and thoughtful details for every day." },
  { slug: "lacoste", name: "Lacoste", luxury: false, description: "French sportswear heritage in light, comfortable frames with the crocodile at the temple." },
  { slug: "nano-vista", name: "Nano Vista", luxury: false, description: "Virtually unbreakable frames for children, made from flexible Siliflex with no screws to loosen — designed with paediatric eye-care specialists." },
] as const;

const CATEGORIES = [
  { slug: "eyeglasses", name: "Eyeglasses", description: "Prescription-ready optical frames, fitted and adjusted by our opticians." },
  { slug: "sunglasses", name: "Sunglasses", description: "100% UV400 sun protection, available with prescription and polarized lenses." },
] as const;

const PALETTE: Record<string, string> = {
  Black: "#141414", "Matte Black": "#2a2a2a", Tortoise: "#6b3e1f", Havana: "#8a5a2b", "Blonde Tortoise": "#c08a4a",
  Gold: "#c9a441", "Rose Gold": "#c98b7a", Silver: "#b8bcc2", Gunmetal: "#50555c", Crystal: "#d9e4e8",
  Navy: "#1f2f57", Burgundy: "#6d1f2f", "Olive Green": "#5a6236", Blush: "#e3a9a6", Ivory: "#efe6d2",
  Blue: "#2f6db5", Red: "#c23a31", Purple: "#6b4c9a", Teal: "#1f7f7b", Grey: "#7b8088", Pink: "#e47ba3", Green: "#3d8c4a",
};
const colors = (...names: string[]): Color[] => names.map((name) => ({ name, value: PALETTE[name] }));

type Spec = {
  brand: string; model: string; category: "Eyeglasses" | "Sunglasses"; gender: Gender; shape: FrameShape;
  price: number; sale?: number; stock: number; colors: Color[]; material: string; lens: string;
  size: [number, number, number]; polarized?: boolean; active?: boolean; full?: boolean; faqs?: number; blurb: string;
};

// [brand, model, category, gender, shape, price, sale, stock, colours, material, blurb]
const SPECS: Spec[] = [
  { brand: "ray-ban", model: "RB3025 Aviator Classic", category: "Sunglasses", gender: "unisex", shape: "aviator", price: 229, stock: 24, colors: colors("Gold", "Silver", "Gunmetal"), material: "Metal", lens: "G-15 Green Glass", size: [58, 14, 135], polarized: true, full: true, faqs: 3, blurb: "The original pilot's sunglass, with a thin teardrop metal frame and crystal G-15 lenses that cut glare while keeping colours true." },
  { brand: "ray-ban", model: "RB2140 Original Wayfarer", category: "Sunglasses", gender: "unisex", shape: "wayfarer", price: 219, sale: 189, stock: 18, colors: colors("Black", "Tortoise", "Havana", "Blue"), material: "Acetate", lens: "Crystal Green", size: [50, 22, 150], full: true, faqs: 2, blurb: "The trapezoid acetate icon of 1952, still made with a slightly forward-tilted front and riveted hinges." },
  { brand: "ray-ban", model: "RB5154 Clubmaster Optics", category: "Eyeglasses", gender: "men", shape: "browline", price: 245, stock: 12, colors: colors("Black", "Tortoise", "Havana"), material: "Acetate & Metal", lens: "Demo lens (Rx ready)", size: [51, 21, 145], faqs: 2, blurb: "A browline optical frame with an acetate upper rim and metal lower rim — retro in shape, modern in fit." },
  { brand: "ray-ban", model: "RB5228 Rectangle Optics", category: "Eyeglasses", gender: "unisex", shape: "rectangle", price: 199, stock: 30, colors: colors("Black", "Havana", "Navy"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [53, 17, 140], blurb: "A straightforward rectangle in polished acetate that suits most face shapes and takes thin high-index lenses well." },
  { brand: "ray-ban", model: "RB3447 Round Metal", category: "Sunglasses", gender: "unisex", shape: "round", price: 209, stock: 0, colors: colors("Gold", "Silver"), material: "Metal", lens: "Green Classic G-15", size: [50, 21, 145], blurb: "Perfectly round lenses in a slim metal frame, inspired by the 1960s counter-culture." },
  { brand: "ray-ban", model: "RB7047 Kids Square", category: "Eyeglasses", gender: "kids", shape: "kids", price: 129, stock: 15, colors: colors("Blue", "Red", "Black"), material: "Nylon", lens: "Demo lens (Rx ready)", size: [46, 16, 125], blurb: "A junior version of the classic square optical shape, in light nylon with spring hinges that forgive a rough day." },
  { brand: "gucci", model: "GG0061S Oversized Square", category: "Sunglasses", gender: "women", shape: "oversized", price: 540, sale: 459, stock: 6, colors: colors("Black", "Havana", "Burgundy"), material: "Acetate", lens: "Grey Gradient", size: [56, 18, 140], full: true, faqs: 4, blurb: "A generous square sunglass in thick acetate, finished with the interlocking G at the temples and gradient lenses." },
  { brand: "gucci", model: "GG0396O Cat-Eye Optical", category: "Eyeglasses", gender: "women", shape: "cateye", price: 495, stock: 9, colors: colors("Black", "Tortoise", "Blush"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [53, 16, 140], faqs: 2, blurb: "An upswept cat-eye that lifts the face, with a subtle web stripe inlaid along each temple." },
  { brand: "gucci", model: "GG0010O Rectangle Optical", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 470, stock: 4, colors: colors("Black", "Havana"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [55, 17, 145], blurb: "A slim, structured rectangle for every day, with metal core wires and a polished hand-finished front." },
  { brand: "gucci", model: "GG1187S Aviator", category: "Sunglasses", gender: "men", shape: "aviator", price: 610, stock: 3, colors: colors("Gold", "Gunmetal"), material: "Metal", lens: "Brown Gradient", size: [60, 14, 145], polarized: true, blurb: "A double-bridge metal aviator with enamel Gucci detailing and warm gradient lenses." },
  { brand: "gucci", model: "GG0936S Round", category: "Sunglasses", gender: "unisex", shape: "round", price: 520, stock: 0, colors: colors("Tortoise"), material: "Acetate", lens: "Green", size: [52, 20, 145], active: false, blurb: "A rounded acetate frame with chunky temples — discontinued by the maker this season." },
  { brand: "prada", model: "PR 17WS Symbole", category: "Sunglasses", gender: "women", shape: "cateye", price: 565, sale: 499, stock: 8, colors: colors("Black", "Ivory", "Tortoise"), material: "Acetate", lens: "Dark Grey", size: [49, 20, 145], full: true, faqs: 3, blurb: "The sculptural Symbole with its raised triangle temples, a modern reading of the cat-eye." },
  { brand: "prada", model: "PR 16MV Heritage", category: "Eyeglasses", gender: "women", shape: "square", price: 430, stock: 11, colors: colors("Black", "Havana", "Burgundy"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [52, 19, 140], blurb: "A softened square in layered acetate, understated enough for every day." },
  { brand: "prada", model: "PR 01WS Linea Rossa", category: "Sunglasses", gender: "men", shape: "sport", price: 410, stock: 14, colors: colors("Matte Black", "Navy"), material: "Nylon", lens: "Polarized Grey", size: [62, 15, 130], polarized: true, blurb: "Prada's sport line: a light wraparound with a red temple stripe and polarized lenses." },
  { brand: "prada", model: "PR 08TV Rectangle", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 395, stock: 2, colors: colors("Black", "Gunmetal"), material: "Acetate & Metal", lens: "Demo lens (Rx ready)", size: [54, 18, 145], blurb: "A clean rectangle with metal temples and the triangle logo at the hinge." },
  { brand: "tom-ford", model: "FT0237 Snowdon", category: "Sunglasses", gender: "men", shape: "wayfarer", price: 585, stock: 7, colors: colors("Black", "Havana", "Blonde Tortoise"), material: "Acetate", lens: "Smoke", size: [52, 20, 145], full: true, faqs: 3, blurb: "The thick-rimmed square worn on screen by a certain secret agent, with the metal 'T' at the temples." },
  { brand: "tom-ford", model: "FT5178 Square Optical", category: "Eyeglasses", gender: "men", shape: "square", price: 495, sale: 445, stock: 10, colors: colors("Black", "Havana"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [51, 18, 145], faqs: 2, blurb: "A confident square optical with a keyhole bridge and signature T hinges." },
  { brand: "tom-ford", model: "FT0511 Cary Cat-Eye", category: "Sunglasses", gender: "women", shape: "cateye", price: 560, stock: 5, colors: colors("Black", "Havana", "Pink"), material: "Acetate", lens: "Brown Gradient", size: [55, 16, 140], blurb: "A glamorous cat-eye with sharply lifted corners and soft gradient lenses." },
  { brand: "tom-ford", model: "FT5401 Round Optical", category: "Eyeglasses", gender: "unisex", shape: "round", price: 465, stock: 0, colors: colors("Black", "Tortoise"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [49, 21, 145], blurb: "A refined panto-round optical with a thin profile, finished by hand in Italy." },
  { brand: "tom-ford", model: "FT0758 Aviator", category: "Sunglasses", gender: "unisex", shape: "aviator", price: 595, stock: 4, colors: colors("Gold", "Silver"), material: "Metal", lens: "Blue Mirror", size: [60, 13, 140], polarized: true, active: false, blurb: "A double-bridge aviator with mirrored lenses — awaiting the new season's colours." },
  { brand: "versace", model: "VE4361 Medusa Biggie", category: "Sunglasses", gender: "women", shape: "oversized", price: 395, sale: 335, stock: 9, colors: colors("Black", "Ivory", "Havana"), material: "Acetate", lens: "Dark Grey", size: [53, 18, 145], full: true, faqs: 2, blurb: "A round oversized frame with the golden Medusa medallion at each temple." },
  { brand: "versace", model: "VE3186 Greca Optical", category: "Eyeglasses", gender: "women", shape: "cateye", price: 360, stock: 12, colors: colors("Black", "Burgundy", "Purple"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [54, 16, 140], blurb: "A soft cat-eye with Greca key detailing along the temples." },
  { brand: "versace", model: "VE2150Q Pilot", category: "Sunglasses", gender: "men", shape: "aviator", price: 380, stock: 6, colors: colors("Gold", "Gunmetal"), material: "Metal", lens: "Grey", size: [62, 14, 140], polarized: true, blurb: "A shield-style metal pilot with sculpted bridge and Medusa head at the temple tips." },
  { brand: "versace", model: "VE3264B Square Optical", category: "Eyeglasses", gender: "men", shape: "square", price: 340, stock: 1, colors: colors("Black", "Navy"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [55, 18, 145], blurb: "A bold acetate square with a metal Greca bar across each temple." },
  { brand: "calvin-klein", model: "CK20503 Rectangle", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 175, sale: 139, stock: 25, colors: colors("Matte Black", "Gunmetal", "Navy"), material: "Stainless Steel", lens: "Demo lens (Rx ready)", size: [54, 17, 140], faqs: 2, blurb: "A slim steel rectangle with adjustable nose pads — light on the face and easy to wear all day." },
  { brand: "calvin-klein", model: "CK19531 Cat-Eye", category: "Eyeglasses", gender: "women", shape: "cateye", price: 185, stock: 20, colors: colors("Black", "Blush", "Tortoise"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [52, 16, 140], blurb: "A gentle cat-eye in soft-toned acetate, modern and unfussy." },
  { brand: "calvin-klein", model: "CK20701S Round", category: "Sunglasses", gender: "unisex", shape: "round", price: 165, stock: 16, colors: colors("Black", "Havana", "Olive Green"), material: "Acetate", lens: "Solid Grey", size: [50, 21, 145], blurb: "A minimal round sunglass with keyhole bridge and solid lenses." },
  { brand: "calvin-klein", model: "CK21104S Square", category: "Sunglasses", gender: "men", shape: "square", price: 179, sale: 149, stock: 13, colors: colors("Black", "Navy"), material: "Acetate", lens: "Polarized Grey", size: [56, 18, 145], polarized: true, blurb: "An easy square with polarized lenses for driving and water." },
  { brand: "calvin-klein", model: "CK5976 Kids Round", category: "Eyeglasses", gender: "kids", shape: "kids", price: 119, stock: 14, colors: colors("Navy", "Pink", "Teal"), material: "TR-90", lens: "Demo lens (Rx ready)", size: [44, 17, 125], blurb: "A light, flexible round frame sized for school-age faces." },
  { brand: "oakley", model: "OO9208 Radar EV Path", category: "Sunglasses", gender: "men", shape: "sport", price: 289, stock: 22, colors: colors("Matte Black", "Navy", "Red"), material: "O Matter", lens: "Prizm Road", size: [60, 12, 128], polarized: true, full: true, faqs: 3, blurb: "A tall shield for cycling and running, with Prizm Road lenses that sharpen contrast on asphalt." },
  { brand: "oakley", model: "OO9102 Holbrook", category: "Sunglasses", gender: "men", shape: "wayfarer", price: 229, sale: 199, stock: 17, colors: colors("Matte Black", "Grey", "Olive Green", "Navy"), material: "O Matter", lens: "Prizm Black", size: [55, 18, 137], polarized: true, blurb: "A mid-century square with Oakley's lightweight O Matter and durable Plutonite lenses." },
  { brand: "oakley", model: "OX8046 Airdrop", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 239, stock: 19, colors: colors("Matte Black", "Grey"), material: "O Matter", lens: "Demo lens (Rx ready)", size: [55, 18, 143], blurb: "An active optical with Unobtainium nose pads and ear socks that grip more as you sweat." },
  { brand: "oakley", model: "OY8001 Youth Fuel Cell", category: "Sunglasses", gender: "kids", shape: "sport", price: 139, stock: 11, colors: colors("Blue", "Red", "Matte Black"), material: "O Matter", lens: "Prizm Sapphire", size: [50, 15, 125], polarized: true, blurb: "A youth-fit sport sunglass that stays put through recess and soccer practice." },
  { brand: "oakley", model: "OO9265 Latch", category: "Sunglasses", gender: "unisex", shape: "round", price: 219, stock: 0, colors: colors("Matte Black", "Tortoise"), material: "O Matter", lens: "Prizm Grey", size: [53, 21, 139], blurb: "A keyhole round with a temple latch that clips the frame to a shirt or bag." },
  { brand: "persol", model: "PO0714 Steve McQueen", category: "Sunglasses", gender: "men", shape: "wayfarer", price: 480, sale: 420, stock: 5, colors: colors("Havana", "Black"), material: "Acetate", lens: "Polarized Brown", size: [54, 21, 140], polarized: true, full: true, faqs: 3, blurb: "The folding sunglass made famous in 1968 — the front and temples fold at the bridge to fit a jacket pocket." },
  { brand: "persol", model: "PO3007V Optical", category: "Eyeglasses", gender: "unisex", shape: "round", price: 340, stock: 8, colors: colors("Havana", "Black", "Blonde Tortoise"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [50, 19, 145], blurb: "A softly rounded optical with the silver Supreme Arrow and flexible Meflecto temples." },
  { brand: "persol", model: "PO3235S Cat-Eye", category: "Sunglasses", gender: "women", shape: "cateye", price: 395, stock: 6, colors: colors("Havana", "Black", "Burgundy"), material: "Acetate", lens: "Brown Gradient", size: [55, 20, 145], blurb: "A gently lifted Persol shape with crystal lenses and arrow hinges." },
  { brand: "carrera", model: "1001/S Navigator", category: "Sunglasses", gender: "men", shape: "aviator", price: 215, stock: 14, colors: colors("Gold", "Gunmetal", "Matte Black"), material: "Metal", lens: "Grey Mirror", size: [62, 12, 140], blurb: "A bold navigator with a flat brow bar and the racing spirit Carrera was founded on." },
  { brand: "carrera", model: "8855 Optical", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 189, sale: 159, stock: 18, colors: colors("Matte Black", "Navy", "Havana"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [54, 18, 145], blurb: "A sporty rectangular optical with a thick brow and slim temples." },
  { brand: "carrera", model: "2016T Kids Aviator", category: "Sunglasses", gender: "kids", shape: "aviator", price: 109, stock: 9, colors: colors("Gold", "Blue", "Red"), material: "Metal", lens: "Grey", size: [50, 15, 125], blurb: "A scaled-down aviator for young faces, with full UV protection." },
  { brand: "carrera", model: "5003 Wayfarer", category: "Sunglasses", gender: "unisex", shape: "wayfarer", price: 179, stock: 12, colors: colors("Black", "Havana", "Blue", "Red", "Olive Green"), material: "Acetate", lens: "Grey", size: [55, 17, 140], active: false, blurb: "A colourful wayfarer-style frame — being restocked with new lens options." },
  { brand: "kate-spade", model: "Amaya/S Cat-Eye", category: "Sunglasses", gender: "women", shape: "cateye", price: 189, sale: 159, stock: 16, colors: colors("Black", "Pink", "Havana", "Blush"), material: "Acetate", lens: "Grey Gradient", size: [53, 18, 140], faqs: 2, blurb: "A playful cat-eye with a glitter-flecked front and Kate Spade's spade at the temple." },
  { brand: "kate-spade", model: "Valencia Optical", category: "Eyeglasses", gender: "women", shape: "round", price: 175, stock: 13, colors: colors("Black", "Burgundy", "Blush", "Blonde Tortoise"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [48, 18, 140], blurb: "A soft round optical in warm acetates with a slim keyhole bridge." },
  { brand: "kate-spade", model: "Bexley Square", category: "Eyeglasses", gender: "women", shape: "square", price: 169, stock: 0, colors: colors("Black", "Havana"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [52, 17, 140], blurb: "A polished square with a hint of lift at the corners." },
  { brand: "kate-spade", model: "Karlie Kids", category: "Eyeglasses", gender: "kids", shape: "kids", price: 115, stock: 10, colors: colors("Pink", "Purple", "Teal"), material: "TR-90", lens: "Demo lens (Rx ready)", size: [45, 16, 125], blurb: "Bright, flexible frames with a little sparkle, sized for kids aged 6 to 10." },
  { brand: "lacoste", model: "L2890 Rectangle", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 179, stock: 21, colors: colors("Navy", "Grey", "Black"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [55, 17, 145], blurb: "A sporty rectangle with piqué-textured temples, a nod to the polo shirt." },
  { brand: "lacoste", model: "L2872 Round", category: "Eyeglasses", gender: "women", shape: "round", price: 175, sale: 149, stock: 15, colors: colors("Tortoise", "Blush", "Green"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [48, 19, 140], blurb: "A soft round optical in fresh colours, light enough for all-day wear." },
  { brand: "lacoste", model: "L904S Pilot", category: "Sunglasses", gender: "unisex", shape: "aviator", price: 199, stock: 12, colors: colors("Gold", "Silver", "Navy"), material: "Metal", lens: "Green", size: [60, 14, 140], polarized: true, blurb: "A classic pilot with a subtle crocodile on each temple." },
  { brand: "lacoste", model: "L3639S Kids", category: "Sunglasses", gender: "kids", shape: "kids", price: 99, stock: 20, colors: colors("Blue", "Red", "Green"), material: "Nylon", lens: "Grey", size: [48, 15, 125], blurb: "A durable nylon sunglass for children with full UV400 protection." },
  { brand: "nano-vista", model: "Crew Kids Optical", category: "Eyeglasses", gender: "kids", shape: "kids", price: 149, stock: 26, colors: colors("Blue", "Red", "Green", "Purple", "Black", "Pink"), material: "Siliflex", lens: "Demo lens (Rx ready)", size: [44, 16, 125], full: true, faqs: 4, blurb: "Screwless, virtually unbreakable frames in flexible Siliflex, with an adjustable strap for active kids." },
  { brand: "nano-vista", model: "Sugar Kids Optical", category: "Eyeglasses", gender: "kids", shape: "kids", price: 139, sale: 119, stock: 18, colors: colors("Pink", "Purple", "Teal"), material: "Siliflex", lens: "Demo lens (Rx ready)", size: [42, 15, 120], blurb: "A round kids' frame that bends instead of breaking, for ages 3 to 6." },
  { brand: "nano-vista", model: "Replay Kids Sun", category: "Sunglasses", gender: "kids", shape: "sport", price: 95, stock: 4, colors: colors("Blue", "Red"), material: "Siliflex", lens: "Polarized Grey", size: [46, 16, 125], polarized: true, blurb: "Flexible polarized sunglasses for children, with a strap for the playground." },
  { brand: "ray-ban", model: "RB4171 Erika", category: "Sunglasses", gender: "women", shape: "round", price: 189, stock: 20, colors: colors("Havana", "Black", "Blush"), material: "Nylon & Metal", lens: "Brown Gradient", size: [54, 18, 145], polarized: true, blurb: "A light, rounded sunglass with a metal bridge and soft gradient lenses." },
  { brand: "ray-ban", model: "RB5154 Clubmaster Optics Gold", category: "Eyeglasses", gender: "women", shape: "browline", price: 255, stock: 7, colors: colors("Tortoise", "Gold"), material: "Acetate & Metal", lens: "Demo lens (Rx ready)", size: [49, 21, 140], blurb: "The Clubmaster optical in a smaller fit, with gold-tone rims." },
  { brand: "gucci", model: "GG1133O Square Optical", category: "Eyeglasses", gender: "unisex", shape: "square", price: 480, stock: 5, colors: colors("Black", "Havana", "Olive Green"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [54, 19, 145], blurb: "A thick square acetate with the horsebit detail at the hinges." },
  { brand: "prada", model: "PR 54SS Cat-Eye", category: "Sunglasses", gender: "women", shape: "cateye", price: 525, stock: 4, colors: colors("Black", "Ivory"), material: "Acetate", lens: "Dark Grey", size: [56, 17, 140], active: false, blurb: "A sharp cat-eye in glossy acetate — returning next season." },
  { brand: "tom-ford", model: "FT5634-B Blue Block", category: "Eyeglasses", gender: "men", shape: "rectangle", price: 455, stock: 9, colors: colors("Black", "Navy", "Havana"), material: "Acetate", lens: "Blue-light filter demo lens", size: [54, 17, 145], blurb: "A slim rectangle sold with Tom Ford's blue-light filter lenses, for long days at a screen." },
  { brand: "versace", model: "VE4420 Kids-Fit Round", category: "Sunglasses", gender: "kids", shape: "round", price: 189, stock: 3, colors: colors("Black", "Pink"), material: "Acetate", lens: "Grey", size: [46, 17, 125], blurb: "A smaller-fit round sunglass with a gold Medusa for young style fans." },
  { brand: "calvin-klein", model: "CK22530TS Titanium", category: "Eyeglasses", gender: "unisex", shape: "round", price: 229, stock: 11, colors: colors("Gold", "Silver", "Gunmetal"), material: "Titanium", lens: "Demo lens (Rx ready)", size: [50, 20, 145], blurb: "Featherweight titanium rounds with adjustable pads — barely there on the face." },
  { brand: "oakley", model: "OO9013 Frogskins", category: "Sunglasses", gender: "unisex", shape: "wayfarer", price: 179, sale: 149, stock: 28, colors: colors("Matte Black", "Blue", "Green", "Red", "Crystal"), material: "O Matter", lens: "Prizm Sapphire", size: [55, 17, 139], blurb: "The 1985 lifestyle classic in bright colours, with Prizm lens contrast." },
  { brand: "persol", model: "PO3286S Square", category: "Sunglasses", gender: "men", shape: "square", price: 435, stock: 7, colors: colors("Havana", "Black"), material: "Acetate", lens: "Polarized Green", size: [55, 20, 145], polarized: true, blurb: "A strong square Persol with crystal polarized lenses and the Supreme Arrow." },
  { brand: "carrera", model: "273 Optical", category: "Eyeglasses", gender: "women", shape: "cateye", price: 169, stock: 15, colors: colors("Burgundy", "Black", "Havana"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [52, 17, 140], blurb: "A feminine cat-eye with Carrera's signature metal temple accents." },
  { brand: "lacoste", model: "L2283 Unisex Square", category: "Eyeglasses", gender: "unisex", shape: "square", price: 165, stock: 0, colors: colors("Navy", "Black"), material: "Acetate", lens: "Demo lens (Rx ready)", size: [53, 18, 145], blurb: "An everyday square with the crocodile at the temple." },
  { brand: "kate-spade", model: "Mayra Sun Oversized", category: "Sunglasses", gender: "women", shape: "oversized", price: 199, stock: 12, colors: colors("Black", "Havana", "Pink"), material: "Acetate", lens: "Brown Gradient", size: [56, 17, 140], blurb: "A generous, rounded square for sunny weekends." },
];

/**
 * What a frame of each style measures (lens width, bridge, temple, mm), from makers' size
 * charts: children's frames of any style are small; a spec outside its style's range stops
 * the script, so every seeded frame has plausible numbers.
 */
const KIDS = { lens: [40, 50], bridge: [14, 18], temple: [115, 130] } as const;
const ADULT_LENS: Record<Exclude<FrameShape, "kids">, readonly [number, number]> = {
  aviator: [55, 62], browline: [47, 53], cateye: [49, 56], oversized: [53, 60], rectangle: [52, 57],
  round: [46, 54], sport: [58, 64], square: [50, 56], wayfarer: [50, 56],
};
const ADULT = { bridge: [12, 24], temple: [125, 150] } as const;

function checkSize(s: Spec) {
  const kids = s.gender === "kids" || s.shape === "kids";
  const lens = kids ? KIDS.lens : ADULT_LENS[s.shape as Exclude<FrameShape, "kids">];
  const [bridge, temple] = kids ? [KIDS.bridge, KIDS.temple] : [ADULT.bridge, ADULT.temple];
  const inRange = (v: number, [lo, hi]: readonly [number, number]) => v >= lo && v <= hi;
  if (!inRange(s.size[0], lens) || !inRange(s.size[1], bridge) || !inRange(s.size[2], temple)) {
    throw new Error(`${s.brand} ${s.model}: ${s.size.join("-")} is not a plausible ${kids ? "children's" : s.shape} size`);
  }
}

const FAQ_POOL = (s: Spec) => [
  { question: "Can I put my prescription in this frame?", answer: s.category === "Eyeglasses" ? "Yes. Every optical frame comes with demo lenses that our opticians replace with your prescription, including progressives and high-index lenses." : "Yes, in most powers. Bring your prescription or book an exam and our opticians will confirm the range this frame can take." },
  { question: "How do I know it will fit?", answer: `The frame measures ${s.size.join("-")} (lens width, bridge, temple, in mm). Compare it with a pair you own, or visit either clinic for a free fitting.` },
  { question: "Is there a warranty?", answer: "All frames carry the manufacturer's warranty against defects for at least 12 months, and we adjust and tighten them free for life." },
  { question: "Do the lenses block UV?", answer: s.category === "Sunglasses" ? "Yes — 100% UVA and UVB (UV400) protection." : "Our prescription lenses include UV protection at no extra charge." },
  { question: "Can my insurance pay for it?", answer: "Most extended health plans cover frames and lenses. We bill many insurers directly — bring your plan details and we will check your coverage." },
];

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
const uuid = (kind: number, n: number) => `00000000-0000-4000-8${kind.toString(16).padStart(3, "0")}-${n.toString(16).padStart(12, "0")}`;
const q = (v: string | null | undefined) => (v === null || v === undefined ? "null" : `'${v.replace(/'/g, "''")}'`);
const jsonb = (v: unknown) => `${q(JSON.stringify(v))}::jsonb`;

function main() {
  const root = process.cwd();
  const outDir = path.join(root, "public", "products");
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const lines: string[] = [
    "-- Demo catalogue for Brightview Eye Care. Generated by scripts/generate-seed.ts — edit that, not this.",
    "-- Runs privileged into an empty database (embedded start, db:migrate with SEED_DEMO_DATA=true, or psql).",
    "",
  ];
  const brandId = new Map<string, string>();
  BRANDS.forEach((b, i) => brandId.set(b.slug, uuid(1, i + 1)));
  lines.push("insert into public.brands (id, name, slug, description, is_luxury, created_at) values");
  lines.push(BRANDS.map((b, i) => `  (${q(brandId.get(b.slug))}, ${q(b.name)}, ${q(b.slug)}, ${q(b.description)}, ${b.luxury}, now() - interval '${400 - i} days')`).join(",\n") + ";", "");
  const catId = new Map(CATEGORIES.map((c, i) => [c.name, uuid(2, i + 1)]));
  lines.push("insert into public.categories (id, name, slug, description) values");
  lines.push(CATEGORIES.map((c) => `  (${q(catId.get(c.name))}, ${q(c.name)}, ${q(c.slug)}, ${q(c.description)})`).join(",\n") + ";", "");

  lines.push(
    "insert into public.products (id, name, slug, description, price, sale_price, stock_quantity, sku, frame_material, lens_type, gender, brand_id, category_id, images, faqs, colors, size_fit, features_technology, included_with_order, shipping_returns, lens_width, bridge_width, temple_length, is_polarized, is_active, created_at) values",
  );
  const rows = SPECS.map((s, i) => {
    checkSize(s);
    const brand = BRANDS.find((b) => b.slug === s.brand)!;
    const name = `${brand.name} ${s.model}`;
    const slug = slugify(name);
    const views = s.full ? 4 : 2 + (i % 2);
    const images: string[] = [];
    for (let v = 1; v <= views; v++) {
      const file = `${slug}-${v}.svg`;
      writeFileSync(
        path.join(outDir, file),
        frameSvg({ shape: s.shape, frame: s.colors[0].value, accent: s.colors[1]?.value ?? s.colors[0].value, sun: s.category === "Sunglasses", polarized: !!s.polarized, brand: brand.name, view: v, seed: i }),
      );
      images.push(`/products/${file}`);
    }
    const faqs = FAQ_POOL(s).slice(0, s.faqs ?? (i % 3 === 0 ? 1 : 0));
    const [lw, bw, tl] = s.size;
    // The numbers themselves are on the page from the columns; the words agree with its size word.
    const fit = { narrow: "A narrower fit for smaller faces.", medium: "A medium fit that suits most adult faces.", wide: "A larger fit for wider faces." };
    const sizeFit = s.full || i % 2 === 0
      ? `${s.gender === "kids" ? "A smaller fit, sized for children." : fit[frameSizeOf({ lens_width: lw, bridge_width: bw })!]} Our opticians adjust the temples and pads for free.`
      : null;
    const features = s.full || i % 3 === 1
      ? `${s.material} frame with ${s.lens.toLowerCase()} lenses${s.polarized ? ", polarized to cut reflected glare from water, snow and the road" : ""}. ${s.category === "Sunglasses" ? "100% UVA/UVB (UV400) protection." : "Ready for single-vision, progressive or blue-light lenses."}`
      : null;
    const included = s.full || i % 4 === 0 ? `Branded hard case, microfibre cleaning cloth${s.full ? ", care card" : ""} and a free fitting and adjustment at either Brampton clinic.` : null;
    const shipping = s.full || i % 5 === 0 ? "Ships across Canada in 5–7 business days; free over $100. Unworn frames can be returned within 30 days for a full refund." : null;
    const sku = `BV-${brand.slug.replace(/-/g, "").slice(0, 4).toUpperCase()}-${String(1000 + i)}`;
    return `  (${q(uuid(3, i + 1))}, ${q(name)}, ${q(slug)}, ${q(s.blurb)}, ${s.price.toFixed(2)}, ${s.sale ? s.sale.toFixed(2) : "null"}, ${s.stock}, ${q(sku)}, ${q(s.material)}, ${q(s.lens)}, ${q(s.gender)}, ${q(brandId.get(s.brand))}, ${q(catId.get(s.category))}, array[${images.map(q).join(", ")}]::text[], ${jsonb(faqs)}, ${jsonb(s.colors)}, ${q(sizeFit)}, ${q(features)}, ${q(included)}, ${q(shipping)}, ${lw}, ${bw}, ${tl}, ${!!s.polarized}, ${s.active ?? true}, now() - interval '${(i * 37) % 300} days' - interval '${i} hours')`;
  });
  lines.push(rows.join(",\n") + ";", "");
  writeFileSync(path.join(root, "supabase", "seed.sql"), lines.join("\n"));
  console.log(`Wrote ${SPECS.length} products, ${BRANDS.length} brands and ${readdirSync(outDir).length} renders.`);
}

main();
