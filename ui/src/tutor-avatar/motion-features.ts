import { domAnimation } from 'framer-motion';

/** The animation library's DOM features, loaded after the avatar first draws (LazyMotion's async form). */
export default domAnimation;
