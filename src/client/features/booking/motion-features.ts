/** framer-motion's DOM animation features, loaded after the first paint. */
import { domAnimation } from 'framer-motion';

export default domAnimation;
