// @org/appkit-scaffold: the modal arrives with the modal issue (#3).
export {}
